import type { ManagedTeamList, ManagedTeamQuery } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/url-params';

/**
 * A page of Team Members' list (GET /team/manage with the staff token): every member, hidden
 * ones included, each in English with all its translations (ADR 0011).
 */
export const getManagedTeam = (query: ManagedTeamQuery) =>
  api<ManagedTeamList>(withQuery('/team/manage', query));

export const managedTeamQueryOptions = (query: ManagedTeamQuery) =>
  queryOptions({ queryKey: ['team', 'manage', query], queryFn: () => getManagedTeam(query) });

/** The page asked for; the one before stays on screen while the next one loads. */
export const useManagedTeam = (query: ManagedTeamQuery) =>
  useQuery({ ...managedTeamQueryOptions(query), placeholderData: keepPreviousData });
