// POST /api/orders: an in-house order from the POS. Answers the order's id, status and the
// position of its last event (read your writes).
import { CommandAccepted, type CreateOrderRequest } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useMutation } from '@tanstack/react-query';

export const createOrder = (body: CreateOrderRequest) =>
  apiRequest({ method: 'POST', path: '/api/orders', body, response: CommandAccepted });

/** Failures are toasted by the query client (the server's Persian message, in red). */
export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
