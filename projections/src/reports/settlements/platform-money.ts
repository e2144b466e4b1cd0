// What the platform's gateways hold of one order (settlement-terms.ts), kept in the reports' order
// document so that the settlements ledger is a change of it (settlements.ledger.ts). The fees are
// booked when money moves, on the price as it stands then: an edit that changes the service fee
// moves no week until the order's online money next moves.
import type { OrderEvent } from '@sofre/engine/orders';
import type { ProjectedEvent } from '../../projection.ts';
import { contractFeeOf, PLATFORM_GATEWAYS } from './settlement-terms.ts';
import { weekOf } from './settlement-weeks.ts';
import { noMoney, sameMoney, type SettlementMoney } from './settlement-money.ts';

/**
 * What the platform's gateways hold of the order: collected (onlineSales), paid back (refunds,
 * never more than collected), the SERVICE and CONTRACT fees booked on it so far, and the weeks
 * (settlementId) its online money moved in: each week counts the order once.
 */
export interface PlatformMoney extends SettlementMoney {
  readonly weeks: readonly string[];
}

const NONE: PlatformMoney = { ...noMoney, weeks: [] };

/** Money collected or paid back by the platform's gateways: what a settlement is made of. */
function isOnlineMoney(event: OrderEvent): boolean {
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
  let { onlineSales, refunds } = was;
  if (event.type === 'OrderPaid') onlineSales += event.data.amount;
  else if (event.type === 'OrderRefunded')
    refunds += Math.min(event.data.amount, onlineSales - refunds);
  const held = onlineSales - refunds;
  const booked: SettlementMoney = {
    onlineSales,
    refunds,
    serviceFee: held > 0 ? Math.min(serviceFee, held) : 0,
    contractFee: contractFeeOf(held),
  };
  if (sameMoney(booked, was)) return money;
  const week = weekOf(event.metadata.occurredAt).settlementId;
  const weeks = was.weeks.includes(week) ? was.weeks : [...was.weeks, week];
  return { ...booked, weeks };
}
