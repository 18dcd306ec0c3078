import { useParams } from '@/lib/router';
import { RequireArea } from '@/components/layouts/manager/require-area';
import { ApplicantsScreen } from '@/features/applicants/components/applicants-screen';
import { useJob } from '@/features/jobs/api/get-job';
import { parseId } from '@/lib/parse-id';

/** The screen with its job's own read, asked for only once the role may see it. */
function JobApplicants({ jobId }: { jobId: number | null }) {
  const job = useJob(jobId);
  return <ApplicantsScreen jobId={jobId} job={job} />;
}

/** /manager/{jobId}/applicants: the job id is read as an integer (SPEC §2). */
export function Component() {
  const { jobId } = useParams();
  return (
    <RequireArea area="jobs">
      <JobApplicants key={jobId} jobId={parseId(jobId)} />
    </RequireArea>
  );
}
