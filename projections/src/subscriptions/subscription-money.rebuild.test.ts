// Rebuild == live for the read models of the platform's subscription money: contracts paid (their
// settlement weeks) and payments owed back (the refunds to pay by hand), beside orders, projected
// live and then replayed from zero into fresh read models.
import { PAYMENT_ABANDONED_MS } from '@sofre/engine/payments';
import { describe, expect, it } from 'vitest';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import { rebuildProjections } from '../rebuild/rebuild-projections.ts';
import { createProjectionQueries } from '../queries/projection.queries.ts';
import type { Commands } from '../testing/commands.fixtures.ts';
import { at, openEmbedded } from '../testing/embedded.fixtures.ts';
import { generateTraffic } from '../testing/order-traffic.fixtures.ts';
import { expectSameReadModels } from '../testing/rebuild-check.fixtures.ts';

const later = (instant: string, ms: number) => new Date(Date.parse(instant) + ms).toISOString();

/**
 * A contract of the vendor paid by its second payment; the first, paid late, is owed back and
 * its refund ends `fate`. Answers the last position written and the late payment's id.
 */
async function paidTwice(commands: Commands, vendorId: string, fate: 'MANUAL' | 'SETTLED') {
  const send = commands.subscription.bind(commands);
  const contractId = `contract-${vendorId}`;
  const [first, second] = [`tx-1-${vendorId}`, `tx-2-${vendorId}`];
  const opened = at(0, 30);
  await send(
    vendorId,
    'OpenContract',
    {
      contractId,
      packageId: 'pro',
      packageTitle: 'حرفه‌ای',
      period: 'MONTHLY',
      days: 30,
      price: 50_000_000,
      discount: 0,
      code: null,
      contractFeePercent: 2,
    },
    opened,
  );
  await send(
    vendorId,
    'StartContractTransaction',
    { contractId, transactionId: first, provider: 'SANDBOX' },
    opened,
  );
  const past = later(opened, PAYMENT_ABANDONED_MS + 60_000);
  await send(
    vendorId,
    'StartContractTransaction',
    { contractId, transactionId: second, provider: 'SANDBOX' },
    past,
  );
  const paid = { outcome: 'PAID' as const, amount: 50_000_000 };
  await send(
    vendorId,
    'CompleteContractTransaction',
    { transactionId: second, result: { ...paid, referenceId: 'r-2' } },
    past,
  );
  await send(
    vendorId,
    'CompleteContractTransaction',
    { transactionId: first, result: { ...paid, referenceId: 'r-1' } },
    past,
  );
  await send(vendorId, 'RequestContractRefund', { transactionId: first }, past);
  if (fate === 'SETTLED')
    await send(
      vendorId,
      'NoteContractRefund',
      { transactionId: first, providerRefundId: 'p-1', status: 'PENDING' },
      past,
    );
  const noted = await send(
    vendorId,
    'NoteContractRefund',
    { transactionId: first, providerRefundId: 'p-1', status: fate },
    past,
  );
  return { position: noted.position!, lateTransaction: first };
}

describe('rebuild == live: the subscription money', () => {
  it('replaying paid contracts and refunds beside orders from zero gives the live rows', async () => {
    const p = await openEmbedded({ batchSize: 50 });
    for (const v of ['v1', 'v2']) await p.commands.openVendor(v, [`${v}.sofre.ir`], at(0, 19));
    const traffic = await generateTraffic(p.commands, {
      vendors: ['v1', 'v2'],
      menu: await p.queries.menu('v1'),
      orders: 60,
      seed: 11,
      concurrency: 2,
      start: '2025-03-19T09:00:00Z',
      spacingMinutes: 20,
    });
    const manual = await paidTwice(p.commands, 'v1', 'MANUAL');
    const settled = await paidTwice(p.commands, 'v2', 'SETTLED');
    expect(await p.runner.waitFor(settled.position, 10_000)).toBe(true);
    expect(traffic.last < manual.position).toBe(true);

    const byHand = await p.queries.contractRefundsByHand();
    expect(byHand.map((r) => [r.vendorId, r.transactionId, r.status, r.asks])).toEqual([
      ['v1', manual.lateTransaction, 'MANUAL', 1],
    ]);
    // Paid on Sunday 30 March: a week of its own for v2, which took no order online in it.
    const weeks = await p.queries.settlements(
      'v2',
      { page: { pageNumber: 1, pageSize: 50 } },
      new Date(),
    );
    expect(weeks.rows.map((w) => w.settlementId)).toContain('2025-03-29');

    const fresh = createSqliteReadModels({ path: ':memory:' });
    const rebuilt = await rebuildProjections({ eventStore: p.eventStore, readModels: fresh });
    expect(rebuilt.position).toBe(settled.position);
    await expectSameReadModels(p.readModels, fresh);
    expect(await createProjectionQueries(fresh).contractRefundsByHand()).toEqual(byHand);
    await fresh.close();
    await p.close();
  });
});
