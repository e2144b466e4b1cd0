// How a table's state looks: the colour of its card and badge, and its Persian label. A table held
// only by the orders open at it is «اشغال», not «رزرو»: nobody booked it.
import type { DiningTableView } from '@sofre/engine/contracts';
import type { TableState } from '@sofre/engine/dining-tables';
import { tableMessages as m } from './dining-tables.messages.ts';

export const stateColor: Record<TableState, string> = { FREE: 'teal', RESERVED: 'orange' };
export const stateLabel = (state: TableState): string => m.states[state];

/** The card's badge: «اشغال» while orders are open at an unreserved table. */
export const floorLabel = (table: DiningTableView): string =>
  table.openOrderIds.length > 0 && !table.reservation ? m.occupied : stateLabel(table.state);
