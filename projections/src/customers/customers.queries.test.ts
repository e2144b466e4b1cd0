// The customer queries over real SQLite read models fed by the runner: paging, search in Persian
// digits and letters, lookups, order statistics and the report by Tehran days, per vendor.
import { randomUUID } from 'node:crypto';
import { handleCommand } from '@sofre/engine';
import { customerAggregate, customerCommandSchemas } from '@sofre/engine/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../testing/embedded.fixtures.ts';
import { doogh, kebab } from '../testing/event-log.fixtures.ts';

type Embedded = Awaited<ReturnType<typeof openEmbedded>>;
let p: Embedded;
let last = '';
const track = ({ position }: { position?: string | undefined }) => {
  if (position && position > last) last = position;
};

async function customer(
  vendorId: string,
  customerId: string,
  phone: string,
  names: [string, string],
  now: string,
) {
  const data = customerCommandSchemas.CreateCustomer.parse({
    customerId,
    phone,
    firstName: names[0],
    lastName: names[1],
    address: { addressId: `${customerId}-home`, title: 'خانه', text: 'تهران، ونک', offline: true },
  });
  const metadata = {
    commandId: randomUUID(),
    vendorId,
    actor: { userId: 's', kind: 'STAFF' as const },
    now,
  };
  track(
    await handleCommand(p.eventStore, customerAggregate, {
      type: 'CreateCustomer',
      data,
      metadata,
    }),
  );
}

async function order(vendorId: string, orderId: string, phone: string | undefined, now: string) {
  const data = {
    orderId,
    source: 'SALON' as const,
    deliveryType: 'PICKUP' as const,
    paymentMethod: 'CASH' as const,
    lines: [kebab, doogh],
    confirm: true,
    ...(phone ? { customer: { phone, name: 'مهمان' } } : {}),
  };
  track(await p.commands.order(vendorId, 'SubmitOrder', data, now));
}

beforeAll(async () => {
  p = await openEmbedded();
  await customer('va', 'c1', '09121111111', ['علی', 'کریمی'], '2025-03-20T08:00:00Z');
  await customer('va', 'c2', '09122222222', ['مریم', 'احمدی'], '2025-03-20T09:00:00Z');
  await customer('va', 'c3', '09123333333', ['کامران', 'یزدی'], '2025-03-20T10:00:00Z');
  await customer('vb', 'c1', '09121111111', ['علی', 'دیگری'], '2025-03-20T08:00:00Z');
  // 21 March 2025, 23:00 Tehran (19:30 UTC) is still the 21st there; 21:00 UTC is the 22nd.
  await order('va', 'o1', '09121111111', '2025-03-21T08:00:00Z');
  await order('va', 'o2', '۰۹۱۲۱۱۱۱۱۱۱', '2025-03-21T19:29:00Z');
  await order('va', 'o3', '09122222222', '2025-03-21T21:00:00Z');
  await order('va', 'o4', '09129999999', '2025-03-21T09:00:00Z');
  await order('va', 'o5', undefined, '2025-03-21T09:00:00Z');
  await order('vb', 'b1', '09121111111', '2025-03-21T08:00:00Z');
  await p.commands
    .order('va', 'ChangeOrderState', { orderId: 'o1', target: 'REJECTED' }, '2025-03-21T08:05:00Z')
    .then(track);
  // A site order still awaiting its online payment is no purchase (counts-as-sale.ts).
  const site = { source: 'WEBSITE', deliveryType: 'PICKUP', paymentMethod: 'ONLINE' } as const;
  const sitePhone = { customer: { phone: '09123333333', name: 'کامران' } };
  const siteOrder = (orderId: string, now: string) =>
    p.commands.order('va', 'SubmitOrder', { orderId, ...site, ...sitePhone, lines: [doogh] }, now);
  track(await siteOrder('waiting', '2025-03-21T10:00:00Z'));
  track(await siteOrder('paid', '2025-03-23T10:00:00Z'));
  track(await p.commands.order('va', 'PayOrder', { orderId: 'paid' }, '2025-03-23T10:01:00Z'));
  expect(await p.runner.waitFor(last, 5_000)).toBe(true);
});
afterAll(() => p.close());

describe('customer list and search', () => {
  it('pages newest first, per vendor', async () => {
    const page = await p.queries.customerPage('va', { pageNumber: 1, pageSize: 2 });
    expect(page.data.map((c) => c.id)).toEqual(['c3', 'c2']);
    expect(page.totalCount).toBe(3);
    const second = await p.queries.customerPage('va', { pageNumber: 2, pageSize: 2 });
    expect(second.data.map((c) => c.id)).toEqual(['c1']);
    expect((await p.queries.customerPage('vb', { pageNumber: 1, pageSize: 10 })).totalCount).toBe(
      1,
    );
  });

  it('finds by a part of the phone in Persian digits, by name with Arabic ي/ك, by a whole phone as typed', async () => {
    const ids = async (search: string) =>
      (await p.queries.customerPage('va', { pageNumber: 1, pageSize: 10, search })).data.map(
        (c) => c.id,
      );
    expect(await ids('۲۲۲۲')).toEqual(['c2']);
    expect(await ids('كامران يزدي')).toEqual(['c3']);
    expect(await ids('+98 912 111 1111')).toEqual(['c1']);
    expect(await ids('ناشناس')).toEqual([]);
    expect((await p.queries.searchCustomers('va', 'علی', 5)).map((c) => c.lastName)).toEqual([
      'کریمی',
    ]);
  });

  it('looks a customer up by id, phone and address, never across vendors', async () => {
    expect((await p.queries.customerById('va', 'c2'))?.firstName).toBe('مریم');
    expect((await p.queries.customerByPhone('vb', '09121111111'))?.lastName).toBe('دیگری');
    expect((await p.queries.customerByAddress('va', 'c3-home'))?.id).toBe('c3');
    expect(await p.queries.customerByAddress('vb', 'c3-home')).toBeUndefined();
    expect(await p.queries.customerById('vb', 'c2')).toBeUndefined();
  });
});

describe('order statistics', () => {
  it('counts a phone’s orders in any written form, leaving out rejected ones', async () => {
    const stats = await p.queries.customerOrderStats('va', '09121111111');
    expect(stats).toMatchObject({ orderCount: 1, firstOrderAt: '2025-03-21T19:29:00.000Z' });
    expect(stats.totalSpent).toBeGreaterThan(0);
    expect(await p.queries.customerOrderStats('va', '09122222222')).toMatchObject({
      orderCount: 1,
    });
  });

  it('counts a site order once it is paid, not while it awaits its payment', async () => {
    expect(await p.queries.customerOrderStats('va', '09123333333')).toEqual({
      orderCount: 1,
      totalSpent: 150_000,
      firstOrderAt: '2025-03-23T10:00:00.000Z',
      lastOrderAt: '2025-03-23T10:00:00.000Z',
    });
    const the21st = await p.queries.customersReport('va', {
      fromDate: '2025-03-21',
      toDate: '2025-03-21',
    });
    expect(the21st.map((r) => r.phoneNumber)).not.toContain('09123333333');
  });

  it('the report groups by phone in Tehran days, names unknown phones from the order', async () => {
    const all = await p.queries.customersReport('va', {});
    expect(all.map((r) => r.phoneNumber).sort()).toEqual([
      '09121111111',
      '09122222222',
      '09123333333',
      '09129999999',
    ]);
    expect(all.find((r) => r.phoneNumber === '09129999999')).toMatchObject({
      customerId: null,
      firstName: 'مهمان',
    });
    const the21st = await p.queries.customersReport('va', {
      fromDate: '2025-03-21',
      toDate: '2025-03-21',
    });
    expect(the21st.map((r) => r.customerId).sort()).toEqual(['c1', null]);
    const the22nd = await p.queries.customersReport('va', {
      fromDate: '2025-03-22T10:00:00+03:30',
    });
    expect(the22nd.map((r) => r.customerId)).toEqual(['c2', 'c3']);
    expect((await p.queries.customersReport('vb', {})).map((r) => r.lastName)).toEqual(['دیگری']);
  });
});
