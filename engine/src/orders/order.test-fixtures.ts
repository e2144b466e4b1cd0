// Orders for tests: commands with the fields a test does not care about filled in, and
// histories built the way production builds them — by deciding commands and keeping the events.
import type { z } from 'zod';
import { fold } from '../shared/decider.ts';
import type { DeliveryType, OrderStatus, PaymentMethod } from '../shared/enums.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { aLine } from '../pricing/order-line.test-fixtures.ts';
import {
  orderCommandSchemas,
  type OrderCommand,
  type OrderCommandOf,
  type OrderCommandType,
} from './order.commands.ts';
import { orderDecider } from './order.decider.ts';
import type { OrderEvent } from './order.events.ts';

export const ORDER_ID = 'order-1';

export const metadata: CommandMetadata = {
  commandId: 'cmd-1',
  vendorId: 'vendor-1',
  actor: { userId: 'cashier-1', kind: 'STAFF' },
  now: '2025-03-21T08:30:00.000Z',
};

/** A command as the gateway hands it over: data parsed by its schema, defaults applied. */
export const command = <T extends OrderCommandType>(
  type: T,
  data: Omit<z.input<(typeof orderCommandSchemas)[T]>, 'orderId'> & { orderId?: string },
): OrderCommandOf<T> =>
  ({
    type,
    data: orderCommandSchemas[type].parse({ orderId: ORDER_ID, ...data }),
    metadata,
  }) as OrderCommandOf<T>;

export const kebab = aLine({ tempId: 'kebab', price: 1_000_000, count: 2, withTax: true });
export const doogh = aLine({ tempId: 'doogh', price: 150_000, count: 1 });

export interface OrderShape {
  deliveryType?: DeliveryType | undefined;
  paymentMethod?: PaymentMethod;
}

export const submit = (shape: OrderShape = {}, extra: Record<string, unknown> = {}) =>
  command('SubmitOrder', {
    source: shape.paymentMethod === 'ONLINE' ? 'WEBSITE' : 'SALON',
    deliveryType: 'deliveryType' in shape ? shape.deliveryType : 'SERVE',
    paymentMethod: shape.paymentMethod ?? 'CARD',
    addressId: 'address-1',
    lines: [kebab, doogh],
    ...extra,
  });

export const changeState = (target: OrderStatus, reason?: string) =>
  command('ChangeOrderState', { target, reason });
export const pay = (
  data: { amount?: number; paymentMethod?: PaymentMethod; transactionId?: string } = {},
) => command('PayOrder', data);

/** Decides each command on the events so far and returns them all; throws if one is refused. */
export function run(
  commands: readonly OrderCommand[],
  history: readonly OrderEvent[] = [],
): OrderEvent[] {
  return commands.reduce<OrderEvent[]>(
    (events, c) => [...events, ...orderDecider.decide(c, fold(orderDecider, events))],
    [...history],
  );
}

export const stateOf = (events: readonly OrderEvent[]) => fold(orderDecider, events);

const READY_OF: Record<DeliveryType, OrderStatus> = {
  SERVE: 'READYTOSERVE',
  PICKUP: 'READYTOPICKUP',
  DELIVER: 'READYTOSHIPMENT',
  ZFEXPRESS: 'READYTOSHIPMENT',
};
export const readyStatusOf = (t: DeliveryType) => READY_OF[t];

/**
 * The usual road to a status. Orders are paid up front (prepaid road, SUBMITTED → PAID →
 * CONFIRMED) unless `unpaid`, so FINISHED is reachable; SUBMITTED stays unpaid by definition.
 */
export function historyTo(status: OrderStatus, shape: OrderShape & { unpaid?: boolean } = {}) {
  const type = 'deliveryType' in shape ? shape.deliveryType : 'SERVE';
  const road: OrderCommand[] = [submit(shape)];
  // An online order is paid through a payment transaction (payments/online-payment.workflow.ts).
  const online = shape.paymentMethod === 'ONLINE' ? { transactionId: 'tx-online' } : {};
  if (status !== 'SUBMITTED' && !shape.unpaid) road.push(pay(online));
  const steps: OrderStatus[] = ['SUBMITTED', 'PAID', 'CONFIRMED'];
  if (type) steps.push(readyStatusOf(type));
  if (type === 'DELIVER' || type === 'ZFEXPRESS') steps.push('DELIVERING');
  steps.push('DELIVERED', 'FINISHED');
  const at = steps.indexOf(status);
  if (at < 0) throw new Error(`no usual road to ${status} for ${String(type)}`);
  for (const step of steps.slice(2, at + 1)) road.push(changeState(step));
  return run(road);
}
