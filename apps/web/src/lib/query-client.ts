import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC §9: no refetch on a timer or on focus, cached data fresh forever, no retries (nor on
 * mount: a page rendered on the server with a missing item keeps its answer).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
