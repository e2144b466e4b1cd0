// The query cache with the spec's settings (§9): no retry, 15 s stale time, no refetch on
// focus. Every failed query or mutation is toasted here, once; a call that shows its error
// itself says so with `meta: { silent: true }`.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '../api/notify.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

export const QUERY_STALE_TIME_MS = 15_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: QUERY_STALE_TIME_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
