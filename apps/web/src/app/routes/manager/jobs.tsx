import { RequireArea } from '@/components/layouts/manager/require-area';
import { JobManagement } from '@/features/jobs/components/manager/job-management';

/** /manager/jobs: Job Management, for the roles that manage jobs (superadmin, admin, recruiter). */
export function Component() {
  return (
    <RequireArea area="jobs">
      <JobManagement />
    </RequireArea>
  );
}
