// The order-history generator, small: 50 orders over three days through the engine into an
// in-memory store. Every event is one its codec accepts, stamped within the history; every order
// ends finished or rejected; and the hourly-sales ledger, rebuilt from the log, sums to what
// the orders' own events add up to, in total and per Tehran day.
import { EventMetadata, tehranDay, tehranWallToUtc, type RecordedEvent } from '@sofre/engine';
import { orderEventCodec } from '@sofre/engine/orders';
import { paymentEventCodec } from '@sofre/engine/payments';
import { createEventStore } from '@sofre/engine/store';
import {
  createProjectionQueries,
  createReadModels,
  reportOrdersProjection,
  anyProjection,
  rebuildProjections,
  salesReport,
  type SalesPeriodRow,
} from '@sofre/projections';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateOrderHistory, type HistoryResult } from './order-history.ts';
import { seededRandom } from './random.ts';
import { seedVendor } from './seed-vendor.ts';

const END = Date.parse(tehranWallToUtc(2026, 5, 10, 23, 30));
const END_DAY = tehranDay(new Date(END));
const FIRST_DAY = '2026-05-08';

let events: RecordedEvent[];
let history: HistoryResult;
let vendorId: string;
let dayRows: SalesPeriodRow[];
let sales: ReturnType<typeof salesReport>;
let hourRows: ReturnType<typeof salesReport>;

beforeAll(async () => {
  const store = await createEventStore({ kind: 'sqlite', path: ':memory:' });
  const vendor = await seedVendor(store, {
    customers: 20,
    random: seededRandom(2),
    customersSince: '2026-01-01T00:00:00.000Z',
  });
  vendorId = vendor.vendorId;
  history = await generateOrderHistory(store, vendor, { orders: 50, days: 3, endMs: END });
  events = await store.readAll(undefined, 100_000);
  const readModels = await createReadModels({ kind: 'sqlite', path: ':memory:' });
  await rebuildProjections({
    eventStore: store,
    readModels,
    projections: [anyProjection(reportOrdersProjection)],
  });
  const queries = createProjectionQueries(readModels);
  const days = { fromDay: FIRST_DAY, toDay: END_DAY };
  dayRows = await queries.salesPeriods(vendorId, 'DAY', days);
  sales = salesReport(dayRows);
  hourRows = salesReport(await queries.salesPeriods(vendorId, 'HOUR', days));
  await readModels.close();
  await store.close();
});

const orderEvents = () => events.filter((e) => e.stream.startsWith(`order-${vendorId}:`));
const decoded = (e: RecordedEvent) => orderEventCodec.decode(e.type, e.data, 1);

/** What the orders' events add up to: per order its last price, refunds and rejection. */
function sumsOverOrders() {
  const orders = new Map<
    string,
    { sale: number; tip: number; refunded: number; rejected: boolean }
  >();
  for (const e of orderEvents()) {
    const event = decoded(e);
    const order = orders.get(e.stream);
    if (event.type === 'OrderSubmitted')
      orders.set(e.stream, {
        sale: event.data.price.finalPrice,
        tip: event.data.price.tip,
        refunded: 0,
        rejected: false,
      });
    else if (order && event.type === 'OrderRefunded') order.refunded += event.data.amount;
    else if (order && event.type === 'OrderRejected') order.rejected = true;
  }
  const counted = [...orders.values()].filter((o) => !o.rejected);
  return {
    orderCount: counted.length,
    rejectedCount: orders.size - counted.length,
    totalSale: counted.reduce((sum, o) => sum + o.sale - o.refunded, 0),
    totalTip: counted.reduce((sum, o) => sum + o.tip, 0),
  };
}

describe('order history generator', () => {
  it('generates the orders asked for, with rejections and refunds', () => {
    expect(history.orders).toBe(50);
    expect(history.firstDay).toBe(FIRST_DAY);
    expect(history.lastDay).toBe(END_DAY);
    const submitted = orderEvents().filter((e) => e.type === 'OrderSubmitted');
    expect(submitted).toHaveLength(50);
    expect(orderEvents().filter((e) => e.type === 'OrderRejected')).toHaveLength(history.rejected);
  });

  it('writes only events their codecs accept, stamped within the history', () => {
    // (The demo seed's own events carry the real time.)
    const generated = events.filter((e) => /^(order|payment)-/.test(e.stream));
    for (const e of generated) {
      const metadata = EventMetadata.parse(e.metadata);
      expect(Date.parse(metadata.occurredAt)).toBeLessThanOrEqual(END);
      if (e.stream.startsWith('order-')) expect(() => decoded(e)).not.toThrow();
      if (e.stream.startsWith('payment-'))
        expect(() => paymentEventCodec.decode(e.type, e.data, 1)).not.toThrow();
    }
    expect(generated.some((e) => e.stream.startsWith('payment-'))).toBe(true);
  });

  it('ends every order finished or rejected', () => {
    const last = new Map<string, string>();
    for (const e of orderEvents())
      if (e.type === 'OrderFinished' || e.type === 'OrderRejected') last.set(e.stream, e.type);
    expect(last.size).toBe(50);
  });

  it('sums in the hourly-sales read model to the sums over the orders', () => {
    const expected = sumsOverOrders();
    expect(sales.summary).toMatchObject(expected);
    expect(hourRows.summary).toMatchObject(expected);
  });

  it('counts each order on the Tehran day it was submitted', () => {
    const perDay = new Map<string, number>();
    for (const e of orderEvents().filter((x) => x.type === 'OrderSubmitted')) {
      const day = tehranDay(String(e.metadata.occurredAt));
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    // A day row's `orders` are those submitted that day (rejections count where they happen).
    const reported = Object.fromEntries(dayRows.map((d) => [d.period, d.orders]));
    expect(reported).toEqual(Object.fromEntries(perDay));
  });
});
