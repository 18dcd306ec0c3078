import { useParams } from 'react-router';
import { RequireArea } from '@/components/layouts/manager/require-area';
import { ApplicantsScreen } from '@/features/applicants/components/applicants-screen';
import { parseJobId } from '@/features/jobs/api/get-job';

/** /manager/{jobId}/applicants: the job id is read as an integer (SPEC §2). */
export function Component() {
  const { jobId } = useParams();
  return (
    <RequireArea area="jobs">
      <ApplicantsScreen key={jobId} jobId={parseJobId(jobId)} />
    </RequireArea>
  );
}
