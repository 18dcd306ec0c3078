import type { PersonData } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-provider';
import { api } from '@/lib/api-client';

/** GET /privacy/people: everything held about an address (any case). */
export const getPersonData = (email: string) =>
  api<PersonData>(`/privacy/people?email=${encodeURIComponent(email)}`);

export const personDataQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['privacy', 'person', email.toLowerCase()],
    queryFn: () => getPersonData(email),
    retry: false,
  });

/** What is held about `email`; nothing is asked for until there is an address. */
export function usePersonData(email: string) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...personDataQueryOptions(email), enabled: isAuthenticated && !!email });
}
