// PATCH /api/orders/state: the kitchen confirms an order or marks it ready. The ticket leaves
// the board when the live change with open=false arrives, not before.
import { CommandAccepted, type ChangeOrderStateRequest } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useMutation } from '@tanstack/react-query';

export const changeOrderState = (body: ChangeOrderStateRequest) =>
  apiRequest({ method: 'PATCH', path: '/api/orders/state', body, response: CommandAccepted });

/** Failures are toasted by the query client (the server's Persian message, in red). */
export const useChangeOrderState = () => useMutation({ mutationFn: changeOrderState });
