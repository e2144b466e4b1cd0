// GET /api/health/kitchen-screens, polled while the printers and health screen is open: each
// kitchen screen's last heartbeat. Silent: a failed poll is no news.
import { KitchenScreensHealth } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';

const POLL_MS = 10_000;

export const useKitchenScreensHealth = () =>
  useQuery({
    queryKey: ['health', 'kitchen-screens'],
    queryFn: ({ signal }) =>
      apiRequest({ path: '/api/health/kitchen-screens', response: KitchenScreensHealth, signal }),
    refetchInterval: POLL_MS,
    staleTime: 0,
    meta: { silent: true },
  });
