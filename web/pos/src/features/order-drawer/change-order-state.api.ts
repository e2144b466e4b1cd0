// PATCH /api/orders/state: move the order on (served or delivered, finished, confirmed …) or
// cancel it (REJECTED, with the cashier's reason). The machine decided the button was there;
// the server asks the same machine and answers INVALID_ORDER_STATE if the order moved meanwhile.
import { CommandAccepted, type ChangeOrderStateRequest } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useOrderCommand, type OnAccepted } from './order-command.ts';

const changeOrderState = (body: ChangeOrderStateRequest) =>
  apiRequest({ method: 'PATCH', path: '/api/orders/state', body, response: CommandAccepted });

export const useChangeOrderState = (onAccepted: OnAccepted) =>
  useOrderCommand(changeOrderState, onAccepted);
