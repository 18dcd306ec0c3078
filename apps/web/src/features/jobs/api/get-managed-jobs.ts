import type { ManagedJobsList, ManagedJobsQuery } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/url-params';

/**
 * A page of Job Management's list (GET /jobs/manage with the staff token): every job, inactive,
 * expired, draft and scheduled ones included, each in English with all its translations
 * (ADR 0011) and its notice address.
 */
export const getManagedJobs = (query: ManagedJobsQuery) =>
  api<ManagedJobsList>(withQuery('/jobs/manage', query));

/** Under `['jobs']`, so every job mutation and publication action refreshes it. */
export const managedJobsQueryOptions = (query: ManagedJobsQuery) =>
  queryOptions({
    queryKey: ['jobs', 'manage', query],
    queryFn: () => getManagedJobs(query),
  });

/** The page asked for; the one before stays on screen while the next one loads. */
export const useManagedJobs = (query: ManagedJobsQuery) =>
  useQuery({ ...managedJobsQueryOptions(query), placeholderData: keepPreviousData });
