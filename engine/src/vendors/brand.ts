// A brand: a chain whose branches are vendors of the platform («رستوران‌های زنجیره‌ای»), so its
// manager sees the branches side by side. A vendor founds a brand or joins one by its id; the id
// is a random UUID that only the brand's branches are shown, so knowing it is the invitation.
// The brand spans vendors, so its stream belongs to the platform tenant (metadata.vendorId is
// PLATFORM_VENDOR_ID) and the joining vendor comes in the data, taken from the verified token.
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { domainError } from '../shared/domain-error.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import type { CommandUnion } from '../shared/messages.ts';
import { PersianText } from '../banking/bank-account.ts';

const brandId = z.string().min(1).max(100);
const vendorId = z.string().min(1);

export const BrandFounded = defineEvent(
  'BrandFounded',
  z.object({ brandId, title: z.string().min(1).max(100), vendorId }),
);
export const BrandBranchJoined = defineEvent('BrandBranchJoined', z.object({ brandId, vendorId }));

export const brandEvents = [BrandFounded, BrandBranchJoined] as const;
export const brandEventCodec = eventCodec(brandEvents);
export type BrandEvent = EventOf<(typeof brandEvents)[number]>;

export const brandStreamName = (id: string): string => `brand-${id}`;

export const brandCommandSchemas = {
  /** A new brand whose first branch is the founding vendor. */
  FoundBrand: z.object({ brandId, title: PersianText(100), vendorId }),
  JoinBrand: z.object({
    brandId,
    vendorId,
    /** The founder's package's cap on the brand's branches (join-brand.workflow.ts); absent: none. */
    branchLimit: z.number().int().positive().optional(),
  }),
} as const;
export type BrandCommand = CommandUnion<typeof brandCommandSchemas>;

export type BrandState =
  | { readonly status: 'NONE' }
  | {
      readonly status: 'FOUNDED';
      readonly title: string;
      /** Branches in the order they joined; the founder first. */
      readonly branchIds: readonly string[];
    };

export const initialBrand = (): BrandState => ({ status: 'NONE' });

export function decideBrand(command: BrandCommand, state: BrandState): BrandEvent[] {
  const { brandId: id, vendorId: branch } = command.data;
  switch (command.type) {
    case 'FoundBrand':
      if (state.status !== 'NONE') throw domainError('RECORD_ID_TAKEN', { brandId: id });
      return [BrandFounded({ brandId: id, title: command.data.title, vendorId: branch })];
    case 'JoinBrand':
      if (state.status === 'NONE') throw domainError('BRAND_NOT_FOUND', { brandId: id });
      if (state.branchIds.includes(branch)) return [];
      // Decided on the brand's stream: two vendors racing for the last branch cannot both join.
      if (
        command.data.branchLimit !== undefined &&
        state.branchIds.length >= command.data.branchLimit
      )
        throw domainError('PACKAGE_LIMIT_REACHED', { brandId: id });
      return [BrandBranchJoined({ brandId: id, vendorId: branch })];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

export function evolveBrand(state: BrandState, event: BrandEvent): BrandState {
  if (event.type === 'BrandFounded')
    return { status: 'FOUNDED', title: event.data.title, branchIds: [event.data.vendorId] };
  if (state.status === 'NONE') return state;
  return { ...state, branchIds: [...state.branchIds, event.data.vendorId] };
}

export const brandDecider: Decider<BrandState, BrandCommand, BrandEvent> = {
  initialState: initialBrand,
  decide: decideBrand,
  evolve: evolveBrand,
};

export const brandAggregate: Aggregate<BrandState, BrandCommand, BrandEvent> = {
  decider: brandDecider,
  codec: brandEventCodec,
  streamName: (command) => brandStreamName(command.data.brandId),
  notFound: 'BRAND_NOT_FOUND',
};
