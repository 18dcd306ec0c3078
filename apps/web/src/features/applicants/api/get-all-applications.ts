import type { ApplicationList, ApplicationListQuery } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/url-params';

/** GET /job-applications: a page of the applications of every job, with their counts. */
export const getAllApplications = (query: ApplicationListQuery) =>
  api<ApplicationList>(withQuery('/job-applications', query));

/** Every page of the list across jobs is cached under this prefix. */
export const allApplicationsQueryKey = ['job-applications', 'list'] as const;

export const allApplicationsQueryOptions = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: [...allApplicationsQueryKey, query],
    queryFn: () => getAllApplications(query),
  });

/** The page asked for; the one before stays on screen while the next one loads. */
export const useAllApplications = (query: ApplicationListQuery) =>
  useQuery({ ...allApplicationsQueryOptions(query), placeholderData: keepPreviousData });
