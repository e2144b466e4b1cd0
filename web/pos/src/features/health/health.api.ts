// GET /api/health, polled while the back office is open: how far the read models are behind.
// Silent: a failed poll is no news for the cashier (the screens' own calls report failures).
import { HealthReport } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';

const POLL_MS = 5_000;

export const useHealthReport = () =>
  useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiRequest({ path: '/api/health', response: HealthReport, signal }),
    refetchInterval: POLL_MS,
    staleTime: 0,
    meta: { silent: true },
  });
