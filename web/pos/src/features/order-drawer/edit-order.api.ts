// PATCH /api/orders (an edit, spec §4) and PUT /api/orders/editpostpaid (a round on an open salon
// bill): the order's lines as they should be. 409 ORDER_CHANGED_MEANWHILE when the order changed
// since the position it was edited from; 422 NOT_ALLOW_REMOVE_ALL_ITEMS, EDIT_INCREASE_NOT_ALLOWED.
import { CommandAccepted, type EditOrderRequest } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import type { EditMode } from './order-moves.ts';

export const editOrder = (body: EditOrderRequest, mode: EditMode) =>
  apiRequest({
    method: mode === 'bill' ? 'PUT' : 'PATCH',
    path: mode === 'bill' ? '/api/orders/editpostpaid' : '/api/orders',
    body,
    response: CommandAccepted,
  });
