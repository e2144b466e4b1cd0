// The reports, as ledgers of the reports' order document, in the order they are applied.
import type { AnyLedger } from '../../runner/lane-document.ts';
import { hourlyItemSalesLedger } from '../hourly-item-sales.ledger.ts';
import { cancelledOrdersLedger } from '../cancelled-orders.ledger.ts';
import { hourlySalesLedger } from '../hourly-sales.ledger.ts';
import { orderMoneyLedger } from '../order-money/order-money.ledger.ts';
import { diningTablesLedger } from '../operations/dining-tables.ledger.ts';
import { kitchenTimesLedger } from '../operations/kitchen-times.ledger.ts';
import { orderDeliveryLedger } from '../operations/order-delivery.ledger.ts';
import { staffOrdersLedger } from '../operations/staff-orders.ledger.ts';

export const reportLedgers: readonly AnyLedger[] = [
  hourlySalesLedger,
  hourlyItemSalesLedger,
  diningTablesLedger,
  staffOrdersLedger,
  cancelledOrdersLedger,
  orderMoneyLedger,
  kitchenTimesLedger,
  orderDeliveryLedger,
];
