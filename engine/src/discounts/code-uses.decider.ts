// Claiming a use of a discount code for an order (code-uses.events.ts). The limits come with the
// command from the code as the caller read it, and so do the orders whose uses were given back
// since (rejected orders, from the discount-usage read model): the stream decides only what must
// not race — how many uses are taken, overall and by this customer.
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { domainError } from '../shared/domain-error.ts';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import {
  DiscountCodeUseClaimed,
  DiscountCodeUseReleased,
  codeUseEventCodec,
  codeUseStreamName,
  type CodeUseEvent,
} from './code-uses.events.ts';

const limit = z.number().int().positive().nullable();

export const codeUseCommandSchemas = {
  ClaimDiscountCodeUse: z.object({
    code: z.string().min(1),
    orderId: z.string().min(1),
    customerId: z.string().min(1).nullable(),
    usageLimit: limit,
    usageLimitPerUser: limit,
    /** Orders that claimed a use and were rejected afterwards: their uses count no more. */
    givenBack: z.array(z.string()),
  }),
  ReleaseDiscountCodeUse: z.object({ code: z.string().min(1), orderId: z.string().min(1) }),
} as const;
type Schemas = typeof codeUseCommandSchemas;
export type CodeUseCommand = CommandUnion<Schemas>;
export type CodeUseCommandOf<T extends keyof Schemas> = CommandFrom<Schemas, T>;

/** The orders holding a use, with their customer. */
export type CodeUsesState = ReadonlyMap<string, string | null>;

export function decideCodeUse(command: CodeUseCommand, state: CodeUsesState): CodeUseEvent[] {
  const { code, orderId } = command.data;
  if (command.type === 'ReleaseDiscountCodeUse')
    return state.has(orderId) ? [DiscountCodeUseReleased({ code, orderId })] : [];
  // A resubmitted order keeps the use it claimed the first time.
  if (state.has(orderId)) return [];
  const { customerId, usageLimit, usageLimitPerUser } = command.data;
  const givenBack = new Set(command.data.givenBack);
  const held = [...state].filter(([order]) => !givenBack.has(order));
  // Everyone together used it up: spec §5 "has reached its usage limit".
  if (usageLimit !== null && held.length >= usageLimit) throw domainError('DISCOUNT_CODE_INVALID');
  const mine = customerId === null ? 0 : held.filter(([, c]) => c === customerId).length;
  if (usageLimitPerUser !== null && mine >= usageLimitPerUser)
    throw domainError('DISCOUNT_CODE_ALREADY_USED');
  return [DiscountCodeUseClaimed({ code, orderId, customerId })];
}

export function evolveCodeUses(state: CodeUsesState, event: CodeUseEvent): CodeUsesState {
  const next = new Map(state);
  if (event.type === 'DiscountCodeUseClaimed') next.set(event.data.orderId, event.data.customerId);
  else next.delete(event.data.orderId);
  return next;
}

export const codeUsesDecider: Decider<CodeUsesState, CodeUseCommand, CodeUseEvent> = {
  initialState: () => new Map(),
  decide: decideCodeUse,
  evolve: evolveCodeUses,
};

export const codeUsesAggregate: Aggregate<CodeUsesState, CodeUseCommand, CodeUseEvent> = {
  decider: codeUsesDecider,
  codec: codeUseEventCodec,
  streamName: (command) => codeUseStreamName(command.metadata.vendorId, command.data.code),
  notFound: 'DISCOUNT_CODE_NOT_FOUND',
};
