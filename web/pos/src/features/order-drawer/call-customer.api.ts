// PUT /api/orders/callforreadyorder/{id}: tell the customer the food is ready (their tracker at
// once, an SMS when they left a number). Only a ready order (READYTOPICKUP, READYTOSERVE).
import { CommandAccepted } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useOrderCommand, type OnAccepted } from './order-command.ts';

const callCustomer = (orderId: string) =>
  apiRequest({
    method: 'PUT',
    path: `/api/orders/callforreadyorder/${encodeURIComponent(orderId)}`,
    response: CommandAccepted,
  });

export const useCallCustomer = (onAccepted: OnAccepted) =>
  useOrderCommand(callCustomer, onAccepted);
