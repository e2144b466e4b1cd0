// The query cache with the spec's settings (§9): no retry, 15 s stale time, no refetch on
// focus. Every failed query or mutation is toasted here, once; a call that shows its error
// itself says so with `meta: { silent: true }`.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';
import { notifyError } from '../api/notify.ts';
import { isFeatureRefusal } from '../subscription/feature-refusal.tsx';
import { planKey } from '../subscription/plan.api.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

export const QUERY_STALE_TIME_MS = 15_000;

export function createQueryClient(): QueryClient {
  // A refusal for a feature outside the package means the plan read earlier is stale (its term
  // ran out): read it again, so the screens lock.
  const onRefused = (error: unknown) => {
    if (isApiError(error) && isFeatureRefusal(error))
      void client.invalidateQueries({ queryKey: planKey });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        onRefused(error);
        if (!query.meta?.silent) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        onRefused(error);
        if (!mutation.meta?.silent) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: QUERY_STALE_TIME_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
