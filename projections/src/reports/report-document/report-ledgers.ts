// The reports, as ledgers of the reports' order document, in the order they are applied.
import type { AnyLedger } from '../../runner/lane-document.ts';
import { hourlyItemSalesLedger } from '../hourly-item-sales.ledger.ts';
import { cancelledOrdersLedger } from '../cancelled-orders.ledger.ts';
import { hourlySalesLedger } from '../hourly-sales.ledger.ts';
import { orderMoneyLedger } from '../order-money/order-money.ledger.ts';
import { kitchenTimesLedger } from '../operations/kitchen-times.ledger.ts';
import { marketplaceSalesLedger } from '../settlements/marketplace-sales.ledger.ts';
import { operationsDayLedger } from '../operations/operations-day.ledger.ts';
import { settlementsLedger } from '../settlements/settlements.ledger.ts';

export const reportLedgers: readonly AnyLedger[] = [
  hourlySalesLedger,
  hourlyItemSalesLedger,
  operationsDayLedger,
  cancelledOrdersLedger,
  orderMoneyLedger,
  kitchenTimesLedger,
  marketplaceSalesLedger,
  settlementsLedger,
];
