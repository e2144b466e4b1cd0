// The reports, as ledgers of the reports' order document, in the order they are applied.
import type { AnyLedger } from '../../runner/lane-document.ts';
import { hourlySalesLedger } from '../hourly-sales.ledger.ts';

export const reportLedgers: readonly AnyLedger[] = [hourlySalesLedger];
