// PUT /api/orders/changetable: move a salon order to another table of the floor. 409
// DINING_TABLE_OCCUPIED when another open order sits there, 404 DINING_TABLE_NOT_FOUND.
import { CommandAccepted, type ChangeTableRequest } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useOrderCommand, type OnAccepted } from './order-command.ts';

const changeTable = (body: ChangeTableRequest) =>
  apiRequest({ method: 'PUT', path: '/api/orders/changetable', body, response: CommandAccepted });

export const useChangeTable = (onAccepted: OnAccepted) => useOrderCommand(changeTable, onAccepted);
