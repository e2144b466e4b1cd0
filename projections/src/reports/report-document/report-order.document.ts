// The reports' lane's one order document (issue 31): each order's events folded once with the
// order document (orders/order-document), and every report a ledger of it — a pure change of
// tally from the document before and after each event, on the rows the document names. No report
// keeps a mark of the order of its own; the rows of this projection are the orders themselves.
import { eventCodec, type DomainEvent } from '@sofre/engine';
import { orderEvents, type OrderEvent } from '@sofre/engine/orders';
import { ContractPaid } from '@sofre/engine/subscriptions';
import {
  documentPartsAfter,
  type DocumentParts,
  type EveryDocumentField,
  type OrderDocument,
} from '../../orders/order-document/order-document.ts';
import { orderEventTypes } from '../../orders/order-projection.events.ts';
import { orderRowKeyOf } from '../../orders/order-row-key.ts';
import { defineProjection, type EvolveContext, type ProjectedEvent } from '../../projection.ts';
import {
  evolveKitchenSetup,
  kitchenSetupEventDefinitions,
  kitchenSetupEventTypes,
  kitchenSetupKey,
  type KitchenSetupRow,
} from '../operations/kitchen-setup.ts';
import { kitchenAfter, type KitchenMark } from '../operations/kitchen-times.ledger.ts';
import {
  deliveryPlaceEventDefinitions,
  deliveryPlaceEventTypes,
  evolvePlace,
  placeKeysOf,
  type DeliveryPlaceRow,
} from '../operations/delivery-places.ts';
import {
  placeKeysOfOrder,
  zoneOf,
  type DeliveryZone,
} from '../operations/order-delivery.ledger.ts';
import {
  countOrder,
  dayCounterKey,
  isDayCounter,
  numberFor,
  type DayCounter,
} from '../../orders/daily-number.ts';
import { addItems, refundTally, type ItemTally } from '../item-tally.ts';
import { evolveOrderHistory, type OrderHistoryRow } from '../order-money/order-history.ts';
import { unpaidRowOf } from '../order-money/order-money.lists.ts';
import { refundedAfter } from '../order-money/order-money.of-document.ts';
import type { ByMethod } from '../order-money/order-money.mark.ts';
import { platformMoneyAfter, type PlatformMoney } from '../settlements/platform-money.ts';
import {
  evolvePaidContract,
  paidContractKey,
  type ContractPaidEvent,
  type PaidContractRow,
} from '../settlements/paid-contracts.ts';
import { utcInstant } from '../../tehran-day.ts';
import { defineDocument } from '../../runner/lane-document.ts';
import { reportLedgers } from './report-ledgers.ts';
import { isReportOrder } from './report-order.kind.ts';

/**
 * An order as the reports read it: the order document, and the items its refunds gave back, as
 * the lines stood when each refund was given (item-tally.ts): an edit after a refund does not
 * change what was refunded.
 */
export type ReportOrder = OrderDocument & {
  readonly refundedItems: ItemTally;
  /** GET /api/reports/orderhistory/{id}: an entry per event, with who and when. */
  readonly history: OrderHistoryRow;
  /** What each refund gave back by method, split when it was given (order-money.mark.ts). */
  readonly refundedByMethod: ByMethod;
  /** The first moment its payments covered its price (a payment, or an edit that lowered it). */
  readonly settledAt?: string;
  /** Its rounds in the kitchen, and the stations that cooked them (kitchen-times.ledger.ts). */
  readonly kitchen: KitchenMark;
  /** A courier order's zone, found from its address when taken (order-delivery.ledger.ts). */
  readonly deliveryZone?: DeliveryZone;
  /** What the platform's gateways hold of it, and the fees booked on it (platform-money.ts). */
  readonly platformMoney?: PlatformMoney;
};

/**
 * A report-orders row: an order's document, or the day's counter its number comes from, the
 * vendor's kitchen and delivery places its orders read, or an invoice the vendor paid.
 */
export type ReportOrdersRow =
  ReportOrder | DayCounter | KitchenSetupRow | DeliveryPlaceRow | PaidContractRow;

type ReportFields = Pick<
  ReportOrder,
  | 'refundedItems'
  | 'history'
  | 'refundedByMethod'
  | 'settledAt'
  | 'kitchen'
  | 'deliveryZone'
  | 'platformMoney'
>;

/**
 * The report's order: the document's fields and the report's, every one named (as documentOf in
 * order-document.ts), so that every report order is one kind of object, cheap to make and read.
 */
function reportOrderOf({ order: o, facts: f }: DocumentParts, r: ReportFields): ReportOrder {
  const order = {
    orderId: o.orderId,
    source: o.source,
    deliveryType: o.deliveryType,
    addressId: o.addressId,
    paymentMethod: o.paymentMethod,
    lines: o.lines,
    pricing: o.pricing,
    price: o.price,
    amountPaid: o.amountPaid,
    amountRefunded: o.amountRefunded,
    refundedUnits: o.refundedUnits,
    unsettledRefunds: o.unsettledRefunds,
    onlinePayments: o.onlinePayments,
    paidTransactions: o.paidTransactions,
    tableNumber: o.tableNumber,
    customer: o.customer,
    status: o.status,
    beforeCall: o.beforeCall,
    callReason: o.callReason,
    rejectionReason: o.rejectionReason,
    vendorId: f.vendorId,
    number: f.number,
    numberOfCustomers: f.numberOfCustomers,
    couponCode: f.couponCode,
    discountCode: f.discountCode,
    description: f.description,
    note: f.note,
    preparationTime: f.preparationTime,
    paidWith: f.paidWith,
    payments: f.payments,
    refunds: f.refunds,
    timeline: f.timeline,
    times: f.times,
    submittedBy: f.submittedBy,
    sale: f.sale,
    kitchenStage: f.kitchenStage,
    position: f.position,
    refundedItems: r.refundedItems,
    history: r.history,
    refundedByMethod: r.refundedByMethod,
    settledAt: r.settledAt,
    kitchen: r.kitchen,
    deliveryZone: r.deliveryZone,
    platformMoney: r.platformMoney,
  } satisfies EveryDocumentField & { readonly [K in keyof ReportFields]-?: unknown };
  return order as unknown as ReportOrder;
}

/** The order after one of its events. Pure. */
export function evolveReportOrder(
  order: ReportOrder | undefined,
  event: ProjectedEvent<OrderEvent>,
  number = 0,
  setup?: KitchenSetupRow,
  zone?: DeliveryZone,
): ReportOrder | undefined {
  if (event.type === 'OrderSubmitted' && order !== undefined) return order;
  const parts = documentPartsAfter(order, event, number);
  if (parts === undefined) return undefined;
  const doc = parts.order;
  const refunded = order?.refundedItems ?? {};
  const refundedItems =
    event.type === 'OrderRefunded' && order !== undefined
      ? addItems(refunded, refundTally(event.data.lines, order.lines))
      : refunded;
  const history = evolveOrderHistory(order?.history, event, () => number);
  const kitchen = kitchenAfter(order?.kitchen, event, setup);
  if (history === undefined || kitchen === undefined) return undefined;
  const refundedByMethod =
    event.type === 'OrderRefunded' && order !== undefined
      ? refundedAfter(order, event.data.paymentMethod, event.data.amount)
      : (order?.refundedByMethod ?? {});
  const settledAt =
    order?.settledAt ??
    (doc.amountPaid > 0 && doc.amountPaid >= doc.price.finalPrice
      ? utcInstant(event.metadata.occurredAt)
      : undefined);
  // Found again whenever the order's place may change (its submission, another delivery method);
  // a method without a zone leaves the zone it had, as this fold always has (a rebuild must equal
  // what the live lane stored).
  const placed = event.type === 'OrderSubmitted' || event.type === 'OrderDeliveryMethodChanged';
  const deliveryZone = (placed ? zone : undefined) ?? order?.deliveryZone;
  const platformMoney = platformMoneyAfter(order?.platformMoney, doc.price.totalServiceFee, event);
  return reportOrderOf(parts, {
    refundedItems,
    history,
    refundedByMethod,
    settledAt,
    kitchen,
    deliveryZone,
    platformMoney,
  });
}

export const REPORT_ORDERS = 'report-orders';

const isOrderEvent = (event: ProjectedEvent): event is ProjectedEvent<OrderEvent> =>
  ORDER_EVENT_TYPES.has(event.type);
const ORDER_EVENT_TYPES: ReadonlySet<string> = new Set(orderEventTypes);
const KITCHEN_SETUP_TYPES: ReadonlySet<string> = new Set(kitchenSetupEventTypes);
const isContractPaid = (event: ProjectedEvent): event is ProjectedEvent<ContractPaidEvent> =>
  event.type === ContractPaid.type;

/** The rows an order event changes or reads, in order: the day's counter, the kitchen, the order. */
function orderKeysOf(event: ProjectedEvent<OrderEvent>): string[] {
  const setup =
    event.type === 'OrderSubmitted' || event.type === 'OrderEdited'
      ? [kitchenSetupKey(event.metadata.vendorId)]
      : [];
  const counter = event.type === 'OrderSubmitted' ? [dayCounterKey(event)] : [];
  return [...counter, ...setup, ...placeKeysOfOrder(event), orderRowKeyOf(event)];
}

function evolveRow(
  row: ReportOrdersRow | undefined,
  event: ProjectedEvent,
  { id, read }: EvolveContext<ReportOrdersRow>,
): ReportOrdersRow | undefined {
  // The vendor's kitchen (which station cooks what) and its delivery zones and customers'
  // addresses, read by the orders' kitchen rounds and delivery zones.
  if (KITCHEN_SETUP_TYPES.has(event.type))
    return evolveKitchenSetup(row as KitchenSetupRow | undefined, event);
  if (isContractPaid(event)) return evolvePaidContract(row as PaidContractRow | undefined, event);
  if (!isOrderEvent(event)) return evolvePlace(row as DeliveryPlaceRow | undefined, event);
  if (id !== orderRowKeyOf(event)) {
    // Only a submission names its day's counter (orderKeysOf); other keys are read, not changed.
    const counted = event.type === 'OrderSubmitted' && id === dayCounterKey(event);
    return counted ? countOrder(row && isDayCounter(row) ? row : undefined, event) : row;
  }
  const setup = (type: string) =>
    type === 'OrderSubmitted' || type === 'OrderEdited'
      ? (read(kitchenSetupKey(event.metadata.vendorId)) as KitchenSetupRow | undefined)
      : undefined;
  return evolveReportOrder(
    row && isReportOrder(row) ? row : undefined,
    event,
    event.type === 'OrderSubmitted' ? numberFor(event, read) : 0,
    setup(event.type),
    zoneOf(event, (key) => read(key) as DeliveryPlaceRow | undefined),
  );
}

export const reportOrdersProjection = defineDocument(
  defineProjection<ReportOrdersRow, DomainEvent>({
    name: REPORT_ORDERS,
    // Bump it when a ledger changes meaning: the ledgers are rebuilt with their document.
    // 2: the unpaid orders list is a query of the documents, no rows of the order-money ledger;
    // the tables, staff and delivery reports share a day row (operations-day.ledger.ts).
    // 3: the food marketplace's days are a ledger (marketplace-sales.ledger.ts), no mark per order.
    // 4: settlements are a ledger (settlements.ledger.ts): the document keeps the platform's money
    // of the order (platform-money.ts), no mark per order; biker days read the document.
    // 5: the invoices a vendor paid are kept (paid-contracts.ts): a week with one is a settlement.
    version: 5,
    codec: eventCodec([
      ...orderEvents,
      ...kitchenSetupEventDefinitions,
      ...deliveryPlaceEventDefinitions,
      ContractPaid,
    ]),
    eventTypes: [
      ...orderEventTypes,
      ...kitchenSetupEventTypes,
      ...deliveryPlaceEventTypes,
      ContractPaid.type,
    ],
    // A submission counts on its Tehran day first: the order takes the day's number.
    keysOf: (event) =>
      isOrderEvent(event)
        ? orderKeysOf(event)
        : KITCHEN_SETUP_TYPES.has(event.type)
          ? [kitchenSetupKey(event.metadata.vendorId)]
          : isContractPaid(event)
            ? [paidContractKey(event)]
            : placeKeysOf(event),
    evolve: evolveRow,
    // Orders are listed, so that an order's history is found by its key (getRow), and so that
    // the unpaid orders list is a page of them: open while something is due on the sale
    // (order-money.lists.ts), by source and submission.
    index: (row, event) =>
      isReportOrder(row)
        ? {
            vendorId: row.vendorId,
            source: row.source,
            open: unpaidRowOf(row) !== undefined,
            sortAt: row.times.submittedAt,
          }
        : { vendorId: event.metadata.vendorId, listed: false },
  }),
  reportLedgers,
  isReportOrder,
);
