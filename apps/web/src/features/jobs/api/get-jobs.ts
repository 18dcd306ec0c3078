import type { Job, JobList } from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n';
import { api } from '@/lib/api-client';

/**
 * The open positions in `language` (`GET /jobs` answers `{ jobs }`, each translated where it
 * can be; ADR 0011). Signed-in staff get the inactive jobs too, so the public list keeps only
 * the active ones.
 */
export async function getJobs(language: Language): Promise<Job[]> {
  const { jobs } = await api<JobList>(`/jobs?lang=${language}`);
  return jobs.filter((job) => job.is_active);
}

export const jobsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['jobs', 'open', language], queryFn: () => getJobs(language) });

/** The open positions in the page's language. */
export function useJobs() {
  const { i18n } = useTranslation();
  return useQuery(jobsQueryOptions(i18n.language));
}
