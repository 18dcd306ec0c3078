import type { Application, JobWithApplicants } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { jobApplicantsQueryKey } from './get-job-applicants';

/**
 * Replaces (or patches) one application in the cached applicants list of its job. Its other
 * applications stay as listed: only the list's read computes them (a write answers none).
 */
export function updateCachedApplication(
  queryClient: QueryClient,
  jobId: number,
  id: number,
  update: (application: Application) => Application,
) {
  queryClient.setQueryData<JobWithApplicants>(
    jobApplicantsQueryKey(jobId),
    (data) =>
      data && {
        ...data,
        applications: data.applications.map((application) =>
          application.id === id
            ? { ...update(application), other_applications: application.other_applications }
            : application,
        ),
      },
  );
}
