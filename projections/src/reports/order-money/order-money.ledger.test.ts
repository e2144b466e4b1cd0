import { tehranWallToUtc, type PaymentMethod } from '@sofre/engine';
import { OrderPaid, OrderRefunded, orderStreamName } from '@sofre/engine/orders';
import { describe, expect, it } from 'vitest';
import {
  EventLog,
  OTHER_VENDOR,
  VENDOR,
  kebab,
  orderKey,
} from '../../testing/event-log.fixtures.ts';
import type { OrderMoneyDayRow } from './order-money.day.ts';
import { orderMoneyLedger, type OrderMoneyRow } from './order-money.ledger.ts';
import {
  ledgerRows,
  projectLedger,
  reportOrdersOf,
} from '../report-document/project-ledger.fixtures.ts';
import { reportOrdersProjection } from '../report-document/report-order.document.ts';
import { unpaidRowOf } from './order-money.lists.ts';

/** 2025-03-21 (1404/01/01) in Tehran, at a wall-clock time. */
const tehran = (day: number, hour: number, minute: number) =>
  tehranWallToUtc(2025, 3, day, hour, minute);
const day = (rows: Map<string, OrderMoneyRow>, d: string, vendor = VENDOR) =>
  rows.get(`${vendor}:DAY:${d}`) as OrderMoneyDayRow | undefined;
const listed = (rows: Map<string, OrderMoneyRow>, list: string, orderId: string) =>
  rows.get(`${list}:${orderKey(orderId)}`);
/** The unpaid list is a query of the reports' order documents: the order's row there. */
const unpaidOf = (log: EventLog, orderId: string, vendor = VENDOR) => {
  const order = reportOrdersOf(log.events).get(orderKey(orderId, vendor));
  return order && unpaidRowOf(order);
};

/** A payment as the engine records it, by any method (EventLog.pay knows cash and card). */
function paid(log: EventLog, orderId: string, method: PaymentMethod, amount: number, at: string) {
  const event = OrderPaid({ orderId, amount, paymentMethod: method, status: 'PAID' });
  return log.append(event, { vendorId: VENDOR, at, stream: orderStreamName(VENDOR, orderId) });
}

function submit(log: EventLog, orderId: string, at: string, customer?: object) {
  const order = log.order(orderId);
  const [submitted] = order.submit({ paymentMethod: 'CASH', ...(customer && { customer }) }, at);
  const price = (submitted as { data: { price: { finalPrice: number } } }).data.price.finalPrice;
  return { order, price };
}

describe('order money: an order is paid on the Tehran day its payments cover its price', () => {
  it('is unpaid from its submission, and paid (not unpaid) once covered, across midnight', () => {
    const log = new EventLog();
    const { order, price } = submit(log, 'o-1', tehran(21, 23, 50));
    const before = ledgerRows<OrderMoneyRow>(orderMoneyLedger, log.events);
    expect(unpaidOf(log, 'o-1')).toMatchObject({
      kind: 'unpaid',
      number: 1,
      amountDue: price,
      submittedAt: tehran(21, 23, 50),
    });
    expect(listed(before, 'paid', 'o-1')).toBeUndefined();

    order.pay(tehran(22, 0, 10), undefined, 'CARD');
    const run = projectLedger<OrderMoneyRow>(orderMoneyLedger, log.events);
    const rows = run.rows;
    expect(unpaidOf(log, 'o-1')).toBeUndefined();
    const row = listed(rows, 'paid', 'o-1')!;
    expect(row).toMatchObject({
      paidAt: tehran(22, 0, 10),
      amountPaid: price,
      paymentMethod: 'CARD',
      paidByMethod: { CARD: price },
    });
    expect(orderMoneyLedger.index(row, run.lastChange.get(`paid:${orderKey('o-1')}`)!)).toEqual({
      vendorId: VENDOR,
      kind: 'PAID',
      source: 'SALON',
      sortAt: tehran(22, 0, 10),
    });
    expect(day(rows, '2025-03-21')).toBeUndefined();
    expect(day(rows, '2025-03-22')).toMatchObject({
      paidOrders: 1,
      paidAmount: price,
      paidPrice: price,
      payments: { CARD: { count: 1, amount: price } },
      startsAt: tehran(22, 0, 0),
    });
  });

  it('a part payment leaves it unpaid with what is due; the rest settles it on its day', () => {
    const log = new EventLog();
    const { order, price } = submit(log, 'o-1', tehran(21, 12, 0));
    order.pay(tehran(21, 12, 5), 1_000_000, 'CASH');
    const part = ledgerRows<OrderMoneyRow>(orderMoneyLedger, log.events);
    expect(unpaidOf(log, 'o-1')).toMatchObject({
      amountPaid: 1_000_000,
      amountDue: price - 1_000_000,
    });
    expect(day(part, '2025-03-21')).toMatchObject({ paidOrders: 0, paidAmount: 0, paidPrice: 0 });

    order.pay(tehran(23, 9, 0), undefined, 'CASH');
    const rows = ledgerRows<OrderMoneyRow>(orderMoneyLedger, log.events);
    expect(day(rows, '2025-03-23')).toMatchObject({
      paidOrders: 1,
      paidAmount: price,
      paidPrice: price,
      payments: { CASH: { count: 1, amount: price - 1_000_000 } },
    });
    expect(listed(rows, 'paid', 'o-1')).toMatchObject({ paidAt: tehran(23, 9, 0) });
  });

  it('a split bill counts each part under its own method, and the order once', () => {
    const log = new EventLog();
    const { price } = submit(log, 'o-1', tehran(21, 20, 0));
    paid(log, 'o-1', 'CARD', price - 500_000, tehran(21, 21, 0));
    paid(log, 'o-1', 'CASH', 500_000, tehran(21, 21, 0));
    const rows = ledgerRows<OrderMoneyRow>(orderMoneyLedger, log.events);
    expect(day(rows, '2025-03-21')).toMatchObject({
      paidOrders: 1,
      paidAmount: price,
      splitOrders: 1,
      payments: {
        CARD: { count: 1, amount: price - 500_000 },
        CASH: { count: 1, amount: 500_000 },
      },
    });
    expect(listed(rows, 'paid', 'o-1')).toMatchObject({
      paymentMethod: 'MULTI',
      paidByMethod: { CARD: price - 500_000, CASH: 500_000 },
    });
  });
});

describe('order money: credit, refunds and rejections', () => {
  const ali = { id: 'cust-ali', name: 'علی', phone: '09120000001' };

  it('credit per customer on the day paid; a refund the next day comes off the credit then', () => {
    const log = new EventLog();
    const first = submit(log, 'o-1', tehran(21, 12, 0), ali);
    const second = submit(log, 'o-2', tehran(21, 13, 0), ali);
    paid(log, 'o-1', 'CREDIT', first.price, tehran(21, 12, 10));
    paid(log, 'o-2', 'CREDIT', 400_000, tehran(21, 13, 10));
    // A counter refund names the order's own method (CASH here): it comes off the credit paid.
    const refund = OrderRefunded({
      orderId: 'o-1',
      refundId: 'r-1',
      amount: 300_000,
      paymentMethod: 'CASH',
      lines: [],
      settled: true,
    });
    const stream = orderStreamName(VENDOR, 'o-1');
    log.append(refund, { vendorId: VENDOR, at: tehran(22, 10, 0), stream });
    const rows = ledgerRows<OrderMoneyRow>(orderMoneyLedger, log.events);

    expect(day(rows, '2025-03-21')?.credit).toEqual({
      'cust-ali': {
        customerId: 'cust-ali',
        name: 'علی',
        phone: '09120000001',
        orders: 2,
        amount: first.price + 400_000,
        refunded: 0,
      },
    });
    expect(day(rows, '2025-03-22')).toMatchObject({
      refunds: { CREDIT: { count: 1, amount: 300_000 } },
      credit: { 'cust-ali': { orders: 0, amount: 0, refunded: 300_000 } },
      paidOrders: 0,
    });
    expect(listed(rows, 'credit', 'o-1')).toMatchObject({
      customerKey: 'cust-ali',
      creditAt: tehran(21, 12, 10),
      creditAmount: first.price,
      creditRefunded: 300_000,
      creditBalance: first.price - 300_000,
    });
    // Paid in part on credit: on the credit list, and still due.
    expect(listed(rows, 'credit', 'o-2')).toMatchObject({ creditAmount: 400_000 });
    expect(unpaidOf(log, 'o-2')).toMatchObject({ amountDue: second.price - 400_000 });
    expect(listed(rows, 'paid', 'o-1')).toMatchObject({ amountRefunded: 300_000 });
  });

  it('a rejection counts per reason and source at its price then, and leaves the unpaid list', () => {
    const log = new EventLog();
    const { order } = submit(log, 'o-1', tehran(21, 12, 0));
    const [edited] = order.edit([kebab], tehran(21, 12, 5));
    order.moveTo('REJECTED', tehran(22, 0, 30), 'تمام شد');
    const other = submit(log, 'o-2', tehran(22, 1, 0));
    other.order.moveTo('REJECTED', tehran(22, 1, 5));
    const rows = ledgerRows<OrderMoneyRow>(orderMoneyLedger, log.events);
    const worth = (edited as { data: { price: { finalPrice: number } } }).data.price.finalPrice;
    expect(unpaidOf(log, 'o-1')).toBeUndefined();
    expect(day(rows, '2025-03-22')).toMatchObject({
      rejectedByReason: {
        'تمام شد': { count: 1, amount: worth },
        '': { count: 1, amount: other.price },
      },
      rejectedBySource: { SALON: { count: 2, amount: worth + other.price } },
    });
    expect(day(rows, '2025-03-21')).toBeUndefined();
  });

  it('keeps vendors apart and applies an event once', () => {
    const log = new EventLog();
    const mine = log.order('o-1');
    const theirs = log.order('o-1', OTHER_VENDOR);
    mine.submit({}, tehran(21, 12, 0));
    theirs.submit({}, tehran(21, 12, 0));
    expect(unpaidOf(log, 'o-1')).toBeDefined();
    expect(unpaidOf(log, 'o-1', OTHER_VENDOR)).toBeDefined();
    mine.pay(tehran(21, 12, 30));
    theirs.pay(tehran(21, 12, 30));
    const run = projectLedger<OrderMoneyRow>(orderMoneyLedger, log.events);
    const rows = new Map(run.rows);
    expect(rows.get(`paid:${orderKey('o-1')}`)).toBeDefined();
    expect(rows.get(`paid:${orderKey('o-1', OTHER_VENDOR)}`)).toBeDefined();
    expect(projectLedger(orderMoneyLedger, log.events, run).rows).toEqual(rows);
  });

  it('lists an order as unpaid by its document’s index: open while due, by source and submission', () => {
    const log = new EventLog();
    const { order } = submit(log, 'o-1', tehran(21, 12, 0));
    const indexOf = () => {
      const doc = reportOrdersOf(log.events).get(orderKey('o-1'))!;
      return reportOrdersProjection.index(doc, log.events.at(-1) as never);
    };
    expect(indexOf()).toMatchObject({ open: true, source: 'SALON', sortAt: tehran(21, 12, 0) });
    order.pay(tehran(21, 12, 30));
    expect(indexOf()).toMatchObject({ open: false, sortAt: tehran(21, 12, 0) });
    // The ledger keeps no rows of that list.
    const rows = ledgerRows<OrderMoneyRow>(orderMoneyLedger, log.events);
    expect([...rows.keys()].filter((k) => k.startsWith('unpaid:'))).toEqual([]);
  });
});
