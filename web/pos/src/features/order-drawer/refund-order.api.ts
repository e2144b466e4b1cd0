// PUT /api/orders/refund: all that was paid, an amount, or units of lines. A refusal (422
// REFUND_EXCEEDS_PAID, REFUND_LINE_UNKNOWN) is not toasted: it is passed on to the dialog, which
// shows the server's message beside what was typed (spec §8).
import { CommandAccepted, type RefundOrderRequest } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useOrderCommand, type OnAccepted } from './order-command.ts';

const refundOrder = (body: RefundOrderRequest) =>
  apiRequest({ method: 'PUT', path: '/api/orders/refund', body, response: CommandAccepted });

export const useRefundOrder = (onAccepted: OnAccepted) =>
  useOrderCommand(refundOrder, onAccepted, { silent: true });
