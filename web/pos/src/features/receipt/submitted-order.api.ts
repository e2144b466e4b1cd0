// GET /api/orders/{id}?minPosition=: the order just submitted, as its tracker shows it — its number
// of the day, lines and price. The position the submit answered makes the read wait for the read
// model to hold the order (read your writes). The card says so itself when it cannot be read.
import { OrderTracker, type CommandAccepted } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';

export const getSubmittedOrder = ({ id, position }: CommandAccepted, signal?: AbortSignal) =>
  apiRequest({
    path: `/api/orders/${encodeURIComponent(id)}`,
    query: { minPosition: position },
    response: OrderTracker,
    signal,
  });

export const useSubmittedOrder = (accepted: CommandAccepted) =>
  useQuery({
    queryKey: ['orders', 'submitted', accepted.id, accepted.position],
    queryFn: ({ signal }) => getSubmittedOrder(accepted, signal),
    staleTime: Infinity,
    retry: 2,
    meta: { silent: true },
  });
