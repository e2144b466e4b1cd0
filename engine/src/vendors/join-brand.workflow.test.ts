// Founding and joining a brand, on the real embedded store: the founder's package caps the brand's
// branches whoever joins, a join is recorded on both the brand and the vendor, a repeat changes
// nothing, and racing vendors never overrun the cap.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadState } from '../commands/handle-command.ts';
import { PLATFORM_VENDOR_ID } from '../identity/identity.enums.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import { brandAggregate, brandStreamName } from './brand.ts';
import { subscribeVendorBrand, type BrandChoice } from './join-brand.workflow.ts';

let store: EventStore;
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
});
afterEach(() => store.close());

/** Each vendor's cap on branches: the founder's is what counts. */
const caps: Readonly<Record<string, number | undefined>> = {
  founder: 2,
  roomy: undefined,
  tight: 1,
};
const facts = { branchLimitOf: async (vendorId: string) => caps[vendorId] };

const metadataOf = (vendorId: string) => ({
  commandId: randomUUID(),
  vendorId,
  actor: { userId: `${vendorId}-owner`, kind: 'STAFF' as const },
  now: '2026-11-01T08:00:00.000Z',
});
const as = (vendorId: string, choice: BrandChoice) =>
  subscribeVendorBrand({ store, facts, newId: randomUUID, metadata: metadataOf(vendorId) }, choice);
const branchesOf = async (brandId: string) => {
  const { state } = await loadState(
    store,
    brandAggregate,
    brandStreamName(brandId),
    PLATFORM_VENDOR_ID,
  );
  return state.status === 'FOUNDED' ? state.branchIds : [];
};

describe('a brand and its branches', () => {
  it("is capped by its founder's package, not by the joining vendor's", async () => {
    const { brandId } = await as('founder', { title: 'زنجیرهٔ سفره' });
    // A tight package of its own (one branch) does not stop a vendor joining a roomier brand.
    await as('tight', { brandId });
    // An uncapped package of its own does not take the brand past its founder's two.
    await expect(as('roomy', { brandId })).rejects.toMatchObject({
      code: 'PACKAGE_LIMIT_REACHED',
    });
    expect(await branchesOf(brandId)).toEqual(['founder', 'tight']);
    // Joining again is no new branch, and no refusal.
    await as('tight', { brandId });
    expect(await branchesOf(brandId)).toEqual(['founder', 'tight']);
  });

  it('lets racing vendors join only up to the cap, the others refused for it', async () => {
    const roomier = {
      ...facts,
      branchLimitOf: async (v: string) => (v === 'wide' ? 3 : undefined),
    };
    const { brandId } = await as('wide', { title: 'زنجیره' });
    const joins = ['a', 'b', 'c', 'd'].map((v) =>
      subscribeVendorBrand(
        { store, facts: roomier, newId: randomUUID, metadata: metadataOf(v) },
        { brandId },
      ),
    );
    const settled = await Promise.allSettled(joins);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(2);
    for (const s of settled)
      if (s.status === 'rejected')
        expect(s.reason).toMatchObject({ code: 'PACKAGE_LIMIT_REACHED' });
    expect(await branchesOf(brandId)).toHaveLength(3);
  });

  it('refuses a brand nobody founded', async () => {
    await expect(as('tight', { brandId: 'nope' })).rejects.toMatchObject({
      code: 'BRAND_NOT_FOUND',
    });
  });
});
