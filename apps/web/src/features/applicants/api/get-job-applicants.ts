import type { Application, ApplicationFilterQuery, JobWithApplicants } from '@app/contracts';
import { api } from '@/lib/api-client';
import { getApplicationIds } from './get-applications';

/** SPEC §7: the job (title, department, location) and all its applications, with their documents. */
export const getJobApplicants = (jobId: number) =>
  api<JobWithApplicants>(`/jobs/${jobId}/with-applicants`);

/**
 * Every application of the job that matches `filter`, in the list's order, with all its fields
 * (for the export): the server filters and orders the ids, the job's full list gives the rows.
 * `only` keeps just those ids (a selection).
 */
export async function matchingApplications(
  jobId: number,
  filter: ApplicationFilterQuery,
  only?: ReadonlySet<number>,
): Promise<Application[]> {
  const [{ ids }, { applications }] = await Promise.all([
    getApplicationIds({ ...filter, job_id: String(jobId) }),
    getJobApplicants(jobId),
  ]);
  const byId = new Map(applications.map((application) => [application.id, application]));
  return ids.flatMap((id) => {
    const application = byId.get(id);
    return application && (!only || only.has(id)) ? [application] : [];
  });
}
