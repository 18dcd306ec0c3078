import type {
  ApplicationFilterQuery,
  ApplicationIds,
  ApplicationList,
  ApplicationListQuery,
} from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/url-params';

/** GET /job-applications: a page of the applications that match, with their counts. */
export const getApplications = (query: ApplicationListQuery) =>
  api<ApplicationList>(withQuery('/job-applications', query));

/** GET /job-applications/ids: the ids of all the applications that match, in the list's order. */
export const getApplicationIds = (query: ApplicationFilterQuery) =>
  api<ApplicationIds>(withQuery('/job-applications/ids', query));

/** Every cached page and id list of the applications is under this prefix. */
export const applicationsQueryKey = ['job-applications'] as const;

export const applicationsQueryOptions = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: [...applicationsQueryKey, 'list', query],
    queryFn: () => getApplications(query),
  });

/** The page asked for (while `enabled`); the one before stays on screen while the next one loads. */
export const useApplications = (query: ApplicationListQuery, enabled = true) =>
  useQuery({ ...applicationsQueryOptions(query), enabled, placeholderData: keepPreviousData });

/**
 * The ids of every application that matches (for a selection across pages), asked for only
 * while `enabled` (something is selected); the last list stays while the next one loads.
 */
export const useApplicationIds = (query: ApplicationFilterQuery, enabled: boolean) =>
  useQuery({
    queryKey: [...applicationsQueryKey, 'ids', query],
    queryFn: () => getApplicationIds(query),
    enabled,
    placeholderData: keepPreviousData,
  });
