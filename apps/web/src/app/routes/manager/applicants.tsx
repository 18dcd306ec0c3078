import { useParams } from '@/lib/router';
import { RequireArea } from '@/components/layouts/manager/require-area';
import { ApplicantsScreen } from '@/features/applicants/components/applicants-screen';
import { parseId } from '@/lib/parse-id';

/** /manager/{jobId}/applicants: the job id is read as an integer (SPEC §2). */
export function Component() {
  const { jobId } = useParams();
  return (
    <RequireArea area="jobs">
      <ApplicantsScreen key={jobId} jobId={parseId(jobId)} />
    </RequireArea>
  );
}
