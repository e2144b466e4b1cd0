import { tehranWallToUtc } from '@sofre/engine';
import { OrderPaid, OrderRefunded, orderStreamName } from '@sofre/engine/orders';
import { ContractPaid, subscriptionStreamName } from '@sofre/engine/subscriptions';
import { describe, expect, it } from 'vitest';
import { doogh, EventLog, kebab, OTHER_VENDOR, VENDOR } from '../../testing/event-log.fixtures.ts';
import { ledgerRows, projectLedger } from '../report-document/project-ledger.fixtures.ts';
import { contractFeeOf } from './settlement-terms.ts';
import {
  settlementKey,
  settlementsLedger,
  type SettlementOrderRow,
  type SettlementRow,
} from './settlements.ledger.ts';

/** Tehran wall time in March 2025: Saturday the 22nd (1404/01/02) begins a week. */
const tehran = (day: number, hour: number, minute = 0) =>
  tehranWallToUtc(2025, 3, day, hour, minute);
const SERVICE_FEE = 50_000;

/** An order with the platform's service fee, submitted at `at`; answers its final price. */
function submitted(log: EventLog, orderId: string, at: string, vendorId = VENDOR) {
  const order = log.order(orderId, vendorId);
  const [event] = order.submit(
    {
      source: 'WEBSITE',
      deliveryType: 'PICKUP',
      paymentMethod: 'ONLINE',
      pricingSettings: { serviceFee: { type: 'MONEY', value: SERVICE_FEE } },
    },
    at,
  );
  const price = (event!.data as { price: { finalPrice: number } }).price.finalPrice;
  return { order, price };
}

const meta = (orderId: string, at: string, vendorId = VENDOR) => ({
  vendorId,
  at,
  stream: orderStreamName(vendorId, orderId),
});
const paidOnline = (
  log: EventLog,
  orderId: string,
  amount: number,
  at: string,
  vendorId = VENDOR,
) =>
  log.append(
    OrderPaid({
      orderId,
      amount,
      paymentMethod: 'ONLINE',
      gateway: 'ZARIN_PAL',
      transactionId: `t-${orderId}-${at}`,
      status: 'PAID',
    }),
    meta(orderId, at, vendorId),
  );
const refundedOnline = (log: EventLog, orderId: string, amount: number, at: string) =>
  log.append(
    OrderRefunded({
      orderId,
      refundId: `r-${at}`,
      amount,
      paymentMethod: 'ONLINE',
      lines: [],
      settled: false,
    }),
    meta(orderId, at),
  );

/** The vendor paid the platform's invoice `contractId` (its subscription) at `at`. */
const invoicePaid = (log: EventLog, contractId: string, at: string, vendorId = VENDOR) =>
  log.append(ContractPaid({ contractId, amount: 17_500_000, paidAt: at }), {
    vendorId,
    at,
    stream: subscriptionStreamName(vendorId),
  });

const week = (rows: Map<string, unknown>, id: string, vendorId = VENDOR) =>
  rows.get(settlementKey(vendorId, id)) as SettlementRow | undefined;
const orderIn = (rows: Map<string, unknown>, id: string, orderId: string) =>
  rows.get(`${VENDOR}:week:${id}:${orderId}`) as SettlementOrderRow | undefined;

describe('settlements: online money per Iranian week, less the CONTRACT and SERVICE fees', () => {
  it('an order paid online is in the week it was paid; counter money is not', () => {
    const log = new EventLog();
    const { price } = submitted(log, 'web-1', tehran(22, 10));
    paidOnline(log, 'web-1', price, tehran(22, 10, 5));
    const salon = log.order('salon-1');
    salon.submit({ confirm: true }, tehran(22, 11));
    salon.pay(tehran(22, 11, 30), undefined, 'CARD');
    const { rows, lastChange } = projectLedger(settlementsLedger, log.events);
    const settlement = week(rows, '2025-03-22')!;
    expect(settlement).toMatchObject({
      settlementId: '2025-03-22',
      fromDay: '2025-03-22',
      toDay: '2025-03-28',
      startsAt: tehran(22, 0),
      orderCount: 1,
      onlineSales: price,
      refunds: 0,
      serviceFee: SERVICE_FEE,
      contractFee: contractFeeOf(price),
    });
    expect(orderIn(rows, '2025-03-22', 'web-1')).toMatchObject({
      onlineSales: price,
      serviceFee: SERVICE_FEE,
      firstAt: tehran(22, 10, 5),
    });
    const weekKey = settlementKey(VENDOR, '2025-03-22');
    expect(settlementsLedger.index(settlement, lastChange.get(weekKey)! as never)).toEqual({
      vendorId: VENDOR,
      kind: 'SETTLEMENT',
      sortAt: tehran(22, 0),
    });
    expect(rows.size).toBe(2); // the week and its order, no mark of the order
  });

  it("money taken into the vendor's own merchant account passes through no settlement", () => {
    const log = new EventLog();
    const own = submitted(log, 'web-own', tehran(22, 10));
    log.append(
      OrderPaid({
        orderId: 'web-own',
        amount: own.price,
        paymentMethod: 'ONLINE',
        gateway: 'ZARIN_PAL',
        transactionId: 't-own',
        merchant: 'VENDOR',
        status: 'PAID',
      }),
      meta('web-own', tehran(22, 10, 5)),
    );
    const platform = submitted(log, 'web-platform', tehran(22, 11));
    paidOnline(log, 'web-platform', platform.price, tehran(22, 11, 5));
    const rows = ledgerRows(settlementsLedger, log.events);
    expect(week(rows, '2025-03-22')).toMatchObject({
      orderCount: 1,
      onlineSales: platform.price,
      contractFee: contractFeeOf(platform.price),
    });
    expect(orderIn(rows, '2025-03-22', 'web-own')).toBeUndefined();
  });

  it('a refund lowers the week it is given in; a full refund gives the SERVICE fee back', () => {
    const log = new EventLog();
    const { price } = submitted(log, 'web-1', tehran(27, 20));
    paidOnline(log, 'web-1', price, tehran(27, 20, 1));
    refundedOnline(log, 'web-1', 100_000, tehran(29, 12)); // Saturday: the next week
    refundedOnline(log, 'web-1', price - 100_000, tehran(30, 9));
    const rows = ledgerRows(settlementsLedger, log.events);
    expect(week(rows, '2025-03-22')).toMatchObject({
      orderCount: 1,
      onlineSales: price,
      refunds: 0,
      serviceFee: SERVICE_FEE,
      contractFee: contractFeeOf(price),
    });
    expect(week(rows, '2025-03-29')).toMatchObject({
      orderCount: 1,
      onlineSales: 0,
      refunds: price,
      serviceFee: -SERVICE_FEE,
      contractFee: -contractFeeOf(price),
    });
    expect(orderIn(rows, '2025-03-29', 'web-1')).toMatchObject({
      refunds: price,
      firstAt: tehran(29, 12),
      lastAt: tehran(30, 9),
    });
  });

  it('Friday 23:59 and Saturday 00:01 fall in two weeks', () => {
    const log = new EventLog();
    const late = submitted(log, 'late', tehran(28, 23, 50));
    paidOnline(log, 'late', late.price, tehran(28, 23, 59));
    const early = submitted(log, 'early', tehran(29, 0, 0));
    paidOnline(log, 'early', early.price, tehran(29, 0, 1));
    const rows = ledgerRows(settlementsLedger, log.events);
    expect(week(rows, '2025-03-22')).toMatchObject({ orderCount: 1, onlineSales: late.price });
    expect(week(rows, '2025-03-29')).toMatchObject({ orderCount: 1, onlineSales: early.price });
  });

  it('a refund beyond the online money takes only what the gateway holds', () => {
    const log = new EventLog();
    const { price } = submitted(log, 'part', tehran(22, 12));
    paidOnline(log, 'part', 1_000_000, tehran(22, 12, 1));
    refundedOnline(log, 'part', price, tehran(22, 13));
    const rows = ledgerRows(settlementsLedger, log.events);
    expect(week(rows, '2025-03-22')).toMatchObject({
      onlineSales: 1_000_000,
      refunds: 1_000_000,
      serviceFee: 0,
      contractFee: 0,
    });
  });

  it('books the SERVICE fee of the price as it stands when money moves, not when it is edited', () => {
    const log = new EventLog();
    const order = log.order('web-1');
    const [placed] = order.submit(
      {
        source: 'WEBSITE',
        deliveryType: 'PICKUP',
        paymentMethod: 'ONLINE',
        lines: [kebab],
        pricingSettings: { serviceFee: { type: 'PERCENTAGE', value: 10 } },
      },
      tehran(27, 10),
    );
    const first = (placed!.data as { price: { finalPrice: number; totalServiceFee: number } })
      .price;
    paidOnline(log, 'web-1', first.finalPrice, tehran(27, 10, 1));
    const [edited] = order.edit([kebab, doogh], tehran(27, 11));
    const second = (edited!.data as { price: { finalPrice: number; totalServiceFee: number } })
      .price;
    expect(second.totalServiceFee).toBeGreaterThan(first.totalServiceFee);
    const afterEdit = ledgerRows(settlementsLedger, log.events);
    expect(week(afterEdit, '2025-03-22')).toMatchObject({ serviceFee: first.totalServiceFee });
    // The rest is paid the next week: that week books the fee's difference.
    paidOnline(log, 'web-1', second.finalPrice - first.finalPrice, tehran(29, 9));
    const rows = ledgerRows(settlementsLedger, log.events);
    expect(week(rows, '2025-03-22')).toMatchObject({
      orderCount: 1,
      onlineSales: first.finalPrice,
      serviceFee: first.totalServiceFee,
    });
    expect(week(rows, '2025-03-29')).toMatchObject({
      orderCount: 1,
      onlineSales: second.finalPrice - first.finalPrice,
      serviceFee: second.totalServiceFee - first.totalServiceFee,
      contractFee: contractFeeOf(second.finalPrice) - contractFeeOf(first.finalPrice),
    });
  });

  it('a week whose only activity is an invoice paid is a settlement, with no money', () => {
    const log = new EventLog();
    invoicePaid(log, 'contract-1', tehran(29, 10));
    const { price } = submitted(log, 'web-1', tehran(23, 9));
    paidOnline(log, 'web-1', price, tehran(23, 9, 1));
    invoicePaid(log, 'contract-2', tehran(23, 12));
    // A repeat (the same contract) and another vendor's invoice change nothing here.
    invoicePaid(log, 'contract-1', tehranWallToUtc(2025, 4, 6, 10, 0));
    invoicePaid(log, 'contract-9', tehran(29, 11), OTHER_VENDOR);
    const { rows, lastChange } = projectLedger(settlementsLedger, log.events);
    const invoiceWeek = week(rows, '2025-03-29')!;
    expect(invoiceWeek).toMatchObject({
      kind: 'SETTLEMENT',
      settlementId: '2025-03-29',
      orderCount: 0,
      onlineSales: 0,
      refunds: 0,
      contractFee: 0,
      serviceFee: 0,
    });
    const weekKey = settlementKey(VENDOR, '2025-03-29');
    expect(settlementsLedger.index(invoiceWeek, lastChange.get(weekKey)! as never)).toEqual({
      vendorId: VENDOR,
      kind: 'SETTLEMENT',
      sortAt: tehran(29, 0),
    });
    expect(week(rows, '2025-03-22')).toMatchObject({ orderCount: 1, onlineSales: price });
    expect(week(rows, '2025-03-29', OTHER_VENDOR)).toMatchObject({ orderCount: 0 });
    // The weeks and the one order's row: an invoice has no row of its own in the ledger.
    expect(rows.size).toBe(4);
  });

  it('keeps each vendor apart, and applying an event twice changes nothing', () => {
    const log = new EventLog();
    const a = submitted(log, 'o-1', tehran(23, 9));
    paidOnline(log, 'o-1', a.price, tehran(23, 9, 1));
    const b = submitted(log, 'o-1', tehran(23, 9), OTHER_VENDOR);
    paidOnline(log, 'o-1', b.price, tehran(23, 9, 2), OTHER_VENDOR);
    const once = projectLedger(settlementsLedger, log.events);
    const rows = new Map(once.rows);
    const twice = projectLedger(settlementsLedger, log.events, { ...once, rows });
    expect(twice.rows).toEqual(once.rows);
    expect(week(once.rows, '2025-03-22')).toMatchObject({ orderCount: 1, onlineSales: a.price });
    expect(week(once.rows, '2025-03-22', OTHER_VENDOR)).toMatchObject({ orderCount: 1 });
  });
});
