import { RequireArea } from '@/components/layouts/manager/require-area';
import { AllApplicantsScreen } from '@/features/applicants/components/all-applicants-screen';
import { useManagerJobs } from '@/features/jobs/api/get-manager-jobs';

/** The screen with the jobs of its job filter, asked for only once the role may see it. */
function AllApplicants() {
  const jobs = useManagerJobs();
  return <AllApplicantsScreen jobs={jobs.data ?? []} />;
}

/** /manager/applicants: the applicants of every job, for the roles that manage jobs. */
export function Component() {
  return (
    <RequireArea area="jobs">
      <AllApplicants />
    </RequireArea>
  );
}
