import type { User } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /users (SPEC §7): every staff account. Unlike the spec, the list is not copied to local
 * storage (docs/spec-deviations.md): what the screen shows is what the server holds.
 */
export const getUsers = () => api<User[]>('/users');

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'list'],
    queryFn: getUsers,
  });

export const useUsers = () => useQuery(usersQueryOptions());
