// How a table's state looks: the colour of its card and badge, and its Persian label.
import type { TableState } from '@sofre/engine/dining-tables';
import { tableMessages as m } from './dining-tables.messages.ts';

export const stateColor: Record<TableState, string> = { FREE: 'teal', RESERVED: 'orange' };
export const stateLabel = (state: TableState): string => m.states[state];
