// What the platform's gateways hold of one order (settlement-terms.ts), kept in the reports' order
// document so that the settlements ledger is a change of it (settlements.ledger.ts). The fees are
// booked when money moves, on the price as it stands then: an edit that changes the service fee
// moves no week until the order's online money next moves.
import type { OrderEvent } from '@sofre/engine/orders';
import type { ProjectedEvent } from '../../projection.ts';
import { contractFeeOf, PLATFORM_GATEWAYS } from './settlement-terms.ts';
import { weekOf } from './settlement-weeks.ts';

export interface PlatformMoney {
  /** Collected online by the platform's gateways. */
  readonly collected: number;
  /** Paid back through the gateways (never more than they collected). */
  readonly refunded: number;
  /** The SERVICE and CONTRACT fees booked on it so far. */
  readonly serviceFee: number;
  readonly contractFee: number;
  /** The weeks (settlementId) its online money moved in: each week counts the order once. */
  readonly weeks: readonly string[];
}

const NONE: PlatformMoney = { collected: 0, refunded: 0, serviceFee: 0, contractFee: 0, weeks: [] };

/** Money collected or paid back by the platform's gateways: what a settlement is made of. */
export function isOnlineMoney(event: OrderEvent): boolean {
  if (event.type === 'OrderPaid') {
    const { gateway, merchant } = event.data;
    return gateway !== undefined && PLATFORM_GATEWAYS.has(gateway) && merchant !== 'VENDOR';
  }
  return event.type === 'OrderRefunded' && event.data.paymentMethod === 'ONLINE';
}

/**
 * The platform's money of the order after the event (the same object when it moves none).
 * `serviceFee`: the service fee in the order's price (totalServiceFee).
 */
export function platformMoneyAfter(
  money: PlatformMoney | undefined,
  serviceFee: number,
  event: ProjectedEvent<OrderEvent>,
): PlatformMoney | undefined {
  if (!isOnlineMoney(event)) return money;
  const was = money ?? NONE;
  let { collected, refunded } = was;
  if (event.type === 'OrderPaid') collected += event.data.amount;
  else if (event.type === 'OrderRefunded')
    refunded += Math.min(event.data.amount, collected - refunded);
  const held = collected - refunded;
  const booked = {
    collected,
    refunded,
    serviceFee: held > 0 ? Math.min(serviceFee, held) : 0,
    contractFee: contractFeeOf(held),
  };
  const same =
    booked.collected === was.collected &&
    booked.refunded === was.refunded &&
    booked.serviceFee === was.serviceFee &&
    booked.contractFee === was.contractFee;
  if (same) return money;
  const week = weekOf(event.metadata.occurredAt).settlementId;
  const weeks = was.weeks.includes(week) ? was.weeks : [...was.weeks, week];
  return { ...booked, weeks };
}
