// GET /api/health/printers, polled while the printers screen is open: each printer's last success
// and failure, and the tickets that had nowhere to print. Silent: a failed poll is no news.
import { PrintersHealth } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';

const POLL_MS = 10_000;

export const usePrintersHealth = () =>
  useQuery({
    queryKey: ['health', 'printers'],
    queryFn: ({ signal }) =>
      apiRequest({ path: '/api/health/printers', response: PrintersHealth, signal }),
    refetchInterval: POLL_MS,
    staleTime: 0,
    meta: { silent: true },
  });
