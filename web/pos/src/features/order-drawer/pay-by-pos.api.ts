// POST /api/payments/manualpaybypos: money taken at the counter, whole, part or split. A split
// whose parts do not add up is 422 PAYMENT_PARTS_MISMATCH with a field error on `parts`.
import { CommandAccepted, type PayByPosRequest } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useOrderCommand, type OnAccepted } from './order-command.ts';

const payByPos = (body: PayByPosRequest) =>
  apiRequest({
    method: 'POST',
    path: '/api/payments/manualpaybypos',
    body,
    response: CommandAccepted,
  });

export const usePayByPos = (onAccepted: OnAccepted) => useOrderCommand(payByPos, onAccepted);
