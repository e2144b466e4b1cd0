// Founding a brand, or joining one by its id (PUT vendors/subscribevendorbrand). The brand is its
// founder's: the founder's package caps the brand's branches, whoever joins (issue 32) — a chain
// buys its branches once, and no branch's plan can grow the chain past what the founder holds.
// The cap holds each brand: a vendor may found two chains (a restaurant's and a café's).
// The cap is decided on the brand's stream, so two vendors racing for the last branch cannot
// both join. The brand is written first, then the vendor's own list, both repeat-safe: a retry
// heals a half join.
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { PLATFORM_VENDOR_ID } from '../identity/identity.enums.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';
import { brandAggregate, brandStreamName } from './brand.ts';
import { vendorAccountAggregate } from './vendor-account.decider.ts';

export interface BrandFacts {
  /** The vendor's package's cap on a brand's branches, as held now; undefined: none. */
  branchLimitOf(vendorId: string): Promise<number | undefined>;
}

export interface JoinBrandInputs {
  readonly store: EventStore;
  readonly facts: BrandFacts;
  /** The request's: the joining vendor is its vendor. */
  readonly metadata: CommandMetadata;
  readonly newId: () => string;
}

export type BrandChoice = { readonly title: string } | { readonly brandId: string };

export async function subscribeVendorBrand(
  { store, facts, metadata, newId }: JoinBrandInputs,
  choice: BrandChoice,
) {
  const vendorId = metadata.vendorId;
  // Brands span vendors: their streams belong to the platform tenant.
  const asPlatform = { ...metadata, vendorId: PLATFORM_VENDOR_ID };
  const brandId = 'brandId' in choice ? choice.brandId : newId();
  const data =
    'title' in choice
      ? { type: 'FoundBrand' as const, data: { brandId, title: choice.title, vendorId } }
      : { type: 'JoinBrand' as const, data: await joining(store, facts, brandId, vendorId) };
  await handleCommand(store, brandAggregate, { ...data, metadata: asPlatform });
  const member = await handleCommand(store, vendorAccountAggregate, {
    type: 'RecordBrandMembership',
    data: { brandId, vendorId },
    metadata,
  });
  return { brandId, position: member.position };
}

async function joining(store: EventStore, facts: BrandFacts, brandId: string, vendorId: string) {
  const { state } = await loadState(
    store,
    brandAggregate,
    brandStreamName(brandId),
    PLATFORM_VENDOR_ID,
  );
  // An unknown brand is refused by the brand's decider (BRAND_NOT_FOUND).
  const founder = state.status === 'FOUNDED' ? state.branchIds[0] : undefined;
  const branchLimit = founder === undefined ? undefined : await facts.branchLimitOf(founder);
  return { brandId, vendorId, ...(branchLimit !== undefined ? { branchLimit } : {}) };
}
