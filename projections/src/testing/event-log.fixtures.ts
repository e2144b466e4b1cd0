// Events for projection tests, built the way production builds them: commands decided by the
// engine's deciders, stamped with the metadata handleCommand would give them and a position.
import { fold, type CommandMetadata, type DomainEvent, type EventMetadata } from '@sofre/engine';
import {
  orderCommandSchemas,
  orderDecider,
  orderStreamName,
  type OrderCommand,
  type OrderEvent,
} from '@sofre/engine/orders';
import { OrderLine, type OrderLineInput } from '@sofre/engine/pricing';
import type { z } from 'zod';
import type { ProjectedEvent } from '../projection.ts';
import { orderRowKey } from '../orders/order-row-key.ts';

export const VENDOR = 'vendor-1';
export const OTHER_VENDOR = 'vendor-2';

/** The read-model key of an order of the log (order-row-key.ts). */
export const orderKey = (orderId: string, vendorId = VENDOR): string =>
  orderRowKey(vendorId, orderId);

export const position = (n: number): string => String(n).padStart(20, '0');

export const aLine = (tempId: string, over: Partial<OrderLineInput> = {}): OrderLine =>
  OrderLine.parse({
    tempId,
    menuItemId: tempId,
    title: tempId,
    price: 1_000_000,
    count: 1,
    discount: 0,
    packagingCost: 0,
    servePackagingCost: 0,
    withTax: false,
    ...over,
  });

export const kebab = aLine('kebab', {
  title: 'چلو کباب',
  price: 1_200_000,
  discount: 200_000,
  count: 2,
  orderItemToppings: [{ toppingId: 'butter', title: 'کره', price: 30_000, count: 1 }],
});
export const doogh = aLine('doogh', { title: 'دوغ', price: 150_000 });

type OrderCommandType = OrderCommand['type'];
type DataOf<T extends OrderCommandType> = Omit<z.input<(typeof orderCommandSchemas)[T]>, 'orderId'>;

/** A log under construction: each append gets the next position. */
export class EventLog {
  readonly events: ProjectedEvent[] = [];

  append<E extends DomainEvent>(
    event: E,
    meta: { vendorId: string; at: string; stream: string },
  ): ProjectedEvent<E> {
    const metadata: EventMetadata = {
      vendorId: meta.vendorId,
      actor: { userId: 'cashier-1', kind: 'STAFF' },
      commandId: `cmd-${this.events.length + 1}`,
      correlationId: `cmd-${this.events.length + 1}`,
      causationId: `cmd-${this.events.length + 1}`,
      occurredAt: meta.at,
      version: 1,
    };
    const projected = {
      ...event,
      metadata,
      position: position(this.events.length + 1),
      stream: meta.stream,
    };
    this.events.push(projected);
    return projected;
  }

  /** An order of `vendorId`: each step decides a command on the order's history so far. */
  order(orderId: string, vendorId = VENDOR) {
    const history: OrderEvent[] = [];
    const step = <T extends OrderCommandType>(type: T, data: DataOf<T>, at: string) => {
      const metadata: CommandMetadata = {
        commandId: `${orderId}-${history.length}`,
        vendorId,
        actor: { userId: 'u', kind: 'STAFF' },
        now: at,
      };
      const command = {
        type,
        data: orderCommandSchemas[type].parse({ orderId, ...data }),
        metadata,
      } as OrderCommand;
      const events = orderDecider.decide(command, fold(orderDecider, history));
      history.push(...events);
      const stream = orderStreamName(vendorId, orderId);
      return events.map((e) => this.append(e, { vendorId, at, stream }));
    };
    return {
      submit: (data: Partial<DataOf<'SubmitOrder'>>, at: string) =>
        step(
          'SubmitOrder',
          {
            source: 'SALON',
            deliveryType: 'SERVE',
            paymentMethod: 'CASH',
            lines: [kebab, doogh],
            ...data,
          },
          at,
        ),
      moveTo: (
        target: z.input<typeof orderCommandSchemas.ChangeOrderState>['target'],
        at: string,
        reason?: string,
      ) => step('ChangeOrderState', { target, reason }, at),
      pay: (at: string, amount?: number, paymentMethod?: 'CASH' | 'CARD') =>
        step('PayOrder', { amount, paymentMethod }, at),
      edit: (lines: OrderLine[], at: string) => step('EditOrder', { lines }, at),
      /** A round on the open salon bill (editpostpaid): no cap on counts. */
      editBill: (lines: OrderLine[], at: string) => step('EditBill', { lines }, at),
      refund: (at: string, amount?: number) =>
        step('RefundOrder', { refundId: `refund-${at}`, amount }, at),
      changeTable: (tableNumber: string, at: string) =>
        step('ChangeOrderTable', { tableNumber }, at),
      callCustomer: (at: string) => step('CallCustomer', { bySms: false }, at),
      /** A station recalled its part of the ready order (the kitchen workflow's follow-up). */
      returnToKitchen: (stationId: string, at: string) =>
        step('ReturnToKitchen', { stationId }, at),
      changePaymentMethod: (
        paymentMethod: DataOf<'ChangeOrderPaymentMethod'>['paymentMethod'],
        at: string,
      ) => step('ChangeOrderPaymentMethod', { paymentMethod }, at),
      changeDeliveryMethod: (
        deliveryType: DataOf<'ChangeOrderDeliveryMethod'>['deliveryType'],
        at: string,
      ) => step('ChangeOrderDeliveryMethod', { deliveryType }, at),
    };
  }
}
