// Settlements with the vendor per Iranian week (the rule: settlement-terms.ts): a row per vendor
// and week with its online sales, refunds and fees, and a row per order with online money in that
// week (what /api/settlements/info lists). Like the sales report, a week is a ledger: money counts
// in the week it moves, so a week that is over never changes again.
// Each order's online money so far lives in an unlisted helper row (its "mark"), from which every
// movement's fees are worked out: the SERVICE and CONTRACT fees an order owes follow what the
// platform holds of it, and each movement books the difference.
import { orderEventCodec, type OrderEvent } from '@sofre/engine/orders';
import { orderRowKeyOf } from '../../orders/order-row-key.ts';
import type { OrderProjectedEvent } from '../../orders/order-projection.events.ts';
import { defineProjection } from '../../projection.ts';
import { utcInstant } from '../../tehran-day.ts';
import { contractFeeOf, PLATFORM_GATEWAYS } from './settlement-terms.ts';
import { weekOf, type SettlementWeek } from './settlement-weeks.ts';

export interface SettlementMoney {
  /** Collected online by the platform's gateways. */
  readonly onlineSales: number;
  /** Paid back through the gateways. */
  readonly refunds: number;
  readonly contractFee: number;
  readonly serviceFee: number;
}

export interface SettlementRow extends SettlementMoney, SettlementWeek {
  readonly kind: 'SETTLEMENT';
  /** Orders with online money in the week. */
  readonly orderCount: number;
  readonly position: string;
}

export interface SettlementOrderRow extends SettlementMoney {
  readonly kind: 'ORDER';
  readonly settlementId: string;
  readonly orderId: string;
  /** The order's first and last online money movement in the week (UTC). */
  readonly firstAt: string;
  readonly lastAt: string;
  readonly position: string;
}

/** One order's online money and the fees booked on it so far (a helper row, never listed). */
interface OnlineMoneyMark {
  readonly kind: 'mark';
  /** The platform's service fee in the order's current price (totalServiceFee). */
  readonly serviceFee: number;
  readonly collected: number;
  readonly refunded: number;
  readonly serviceFeeBooked: number;
  readonly contractFeeBooked: number;
  readonly position: string;
}

export type SettlementsRow = SettlementRow | SettlementOrderRow | OnlineMoneyMark;

const EVENT_TYPES = [
  'OrderSubmitted',
  'OrderEdited',
  'OrderDeliveryMethodChanged',
  'OrderPaid',
  'OrderRefunded',
] as const satisfies readonly OrderEvent['type'][];

export const noMoney: SettlementMoney = {
  onlineSales: 0,
  refunds: 0,
  contractFee: 0,
  serviceFee: 0,
};

export const settlementKey = (vendorId: string, settlementId: string) =>
  `${vendorId}:week:${settlementId}`;
const orderKeyIn = (event: OrderProjectedEvent, settlementId: string) =>
  `${event.metadata.vendorId}:week:${settlementId}:${event.data.orderId}`;
const markKey = (event: OrderProjectedEvent) => `mark:${orderRowKeyOf(event)}`;

/** Money collected or paid back by the platform's gateways: what a settlement is made of. */
function isOnlineMoney(event: OrderEvent): boolean {
  if (event.type === 'OrderPaid') {
    const { gateway, merchant } = event.data;
    return gateway !== undefined && PLATFORM_GATEWAYS.has(gateway) && merchant !== 'VENDOR';
  }
  return event.type === 'OrderRefunded' && event.data.paymentMethod === 'ONLINE';
}

const isMark = (row: SettlementsRow | undefined): row is OnlineMoneyMark => row?.kind === 'mark';

/** The mark after an online money movement, or undefined when the event moves none. */
function markAfterMovement(mark: OnlineMoneyMark, event: OrderEvent): OnlineMoneyMark | undefined {
  let { collected, refunded } = mark;
  if (event.type === 'OrderPaid') collected += event.data.amount;
  else if (event.type === 'OrderRefunded')
    refunded += Math.min(event.data.amount, collected - refunded);
  else return undefined;
  const held = collected - refunded;
  const serviceFeeBooked = held > 0 ? Math.min(mark.serviceFee, held) : 0;
  const contractFeeBooked = contractFeeOf(held);
  return { ...mark, collected, refunded, serviceFeeBooked, contractFeeBooked };
}

/** What the movement adds to its week: the difference between the marks after and before. */
function movementOf(before: OnlineMoneyMark, after: OnlineMoneyMark): SettlementMoney | undefined {
  const money: SettlementMoney = {
    onlineSales: after.collected - before.collected,
    refunds: after.refunded - before.refunded,
    contractFee: after.contractFeeBooked - before.contractFeeBooked,
    serviceFee: after.serviceFeeBooked - before.serviceFeeBooked,
  };
  return Object.values(money).every((v) => v === 0) ? undefined : money;
}

export const addMoney = (a: SettlementMoney, b: SettlementMoney): SettlementMoney => ({
  onlineSales: a.onlineSales + b.onlineSales,
  refunds: a.refunds + b.refunds,
  contractFee: a.contractFee + b.contractFee,
  serviceFee: a.serviceFee + b.serviceFee,
});

function evolveMark(mark: OnlineMoneyMark | undefined, event: OrderProjectedEvent) {
  const position = event.position;
  switch (event.type) {
    case 'OrderSubmitted': {
      const serviceFee = event.data.price.totalServiceFee;
      const zero = { collected: 0, refunded: 0, serviceFeeBooked: 0, contractFeeBooked: 0 };
      return { kind: 'mark' as const, serviceFee, ...zero, position };
    }
    case 'OrderEdited':
    case 'OrderDeliveryMethodChanged':
      return mark && { ...mark, serviceFee: event.data.price.totalServiceFee, position };
    default: {
      const after = mark && markAfterMovement(mark, event);
      return after ? { ...after, position } : mark;
    }
  }
}

export const settlementsProjection = defineProjection<SettlementsRow, OrderEvent>({
  name: 'settlements',
  version: 3,
  codec: orderEventCodec,
  eventTypes: EVENT_TYPES,
  // The week's rows first: they read the order's mark (and the order's row) as they were before.
  keysOf(event) {
    if (event.type === 'OrderPaid' || event.type === 'OrderRefunded') {
      if (!isOnlineMoney(event)) return [];
      const { settlementId } = weekOf(event.metadata.occurredAt);
      const vendorId = event.metadata.vendorId;
      return [
        settlementKey(vendorId, settlementId),
        orderKeyIn(event, settlementId),
        markKey(event),
      ];
    }
    return [markKey(event)];
  },
  evolve(row, event, { id, read }) {
    const before = read(markKey(event));
    const mark = isMark(before) ? before : undefined;
    if (id === markKey(event)) return evolveMark(mark, event);
    const after = mark && markAfterMovement(mark, event);
    const money = mark && after && movementOf(mark, after);
    if (!money) return row;
    const at = utcInstant(event.metadata.occurredAt);
    const week = weekOf(event.metadata.occurredAt);
    if (id === settlementKey(event.metadata.vendorId, week.settlementId)) {
      const base = row?.kind === 'SETTLEMENT' ? row : { ...week, ...noMoney, orderCount: 0 };
      const newOrder = read(orderKeyIn(event, week.settlementId)) === undefined ? 1 : 0;
      const summed = addMoney(base, money);
      return {
        ...base,
        ...summed,
        orderCount: base.orderCount + newOrder,
        kind: 'SETTLEMENT',
        position: event.position,
      };
    }
    const base: SettlementOrderRow =
      row?.kind === 'ORDER'
        ? row
        : {
            kind: 'ORDER',
            settlementId: week.settlementId,
            orderId: event.data.orderId,
            firstAt: at,
            lastAt: at,
            ...noMoney,
            position: event.position,
          };
    return { ...base, ...addMoney(base, money), lastAt: at, position: event.position };
  },
  index: (row, event) => {
    const vendorId = event.metadata.vendorId;
    if (row.kind === 'mark') return { vendorId, listed: false };
    return row.kind === 'SETTLEMENT'
      ? { vendorId, kind: 'SETTLEMENT', sortAt: row.startsAt }
      : { vendorId, kind: 'SETTLEMENT_ORDER', sortAt: row.firstAt };
  },
});
