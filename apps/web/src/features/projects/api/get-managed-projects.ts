import type { ManagedProjectsList, ManagedProjectsQuery } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/url-params';

/**
 * A page of the Projects admin's list (GET /projects/manage with the staff token): every
 * project, drafts and scheduled ones included, each in English with all its translations
 * (ADR 0011).
 */
export const getManagedProjects = (query: ManagedProjectsQuery) =>
  api<ManagedProjectsList>(withQuery('/projects/manage', query));

/** Under `['projects']`, so every project mutation and publication action refreshes it. */
export const managedProjectsQueryOptions = (query: ManagedProjectsQuery) =>
  queryOptions({
    queryKey: ['projects', 'manage', query],
    queryFn: () => getManagedProjects(query),
  });

/** The page asked for; the one before stays on screen while the next one loads. */
export const useManagedProjects = (query: ManagedProjectsQuery) =>
  useQuery({ ...managedProjectsQueryOptions(query), placeholderData: keepPreviousData });
