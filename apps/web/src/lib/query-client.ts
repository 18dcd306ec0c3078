import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: no refetch on a timer or on focus, cached data fresh forever, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
