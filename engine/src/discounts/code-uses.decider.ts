// Claiming a use of a discount code for an order (code-uses.events.ts). The limits come with the
// command from the code as the caller read it, and so do the uses the read models hold (orders
// that carried the code and were not rejected) and the claims given back since (rejected orders):
// the stream adds only what must not race — the claims of orders still being taken.
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
const customerId = z.string().min(1).nullable();
const scope = { code: z.string().min(1), usageLimit: limit, customerId };

export const codeUseCommandSchemas = {
  ClaimDiscountCodeUse: z.object({
    ...scope,
    orderId: z.string().min(1),
    usageLimitPerUser: limit,
    /** Uses the read models hold: orders that carried the code and were not rejected. */
    landed: z.array(z.object({ orderId: z.string().min(1), customerId })),
    /** Orders that claimed a use and were rejected afterwards: their uses count no more. */
    givenBack: z.array(z.string()),
  }),
  ReleaseDiscountCodeUse: z.object({ ...scope, orderId: z.string().min(1) }),
} as const;
type Schemas = typeof codeUseCommandSchemas;
export type CodeUseCommand = CommandUnion<Schemas>;
export type CodeUseCommandOf<T extends keyof Schemas> = CommandFrom<Schemas, T>;

/** The orders holding a claim on the stream, with their customer. */
export type CodeUsesState = Map<string, string | null>;

export function decideCodeUse(command: CodeUseCommand, state: CodeUsesState): CodeUseEvent[] {
  const { code, orderId } = command.data;
  if (command.type === 'ReleaseDiscountCodeUse')
    return state.has(orderId) ? [DiscountCodeUseReleased({ code, orderId })] : [];
  // A resubmitted order keeps the use it claimed the first time.
  if (state.has(orderId)) return [];
  const { customerId, usageLimit, usageLimitPerUser, landed, givenBack } = command.data;
  // Every use by order id: the landed ones and the claims not given back (an order is both once
  // its events reach the read models).
  const given = new Set(givenBack);
  const held = new Map(landed.map((use) => [use.orderId, use.customerId]));
  for (const [order, customer] of state) if (!given.has(order)) held.set(order, customer);
  held.delete(orderId);
  // Everyone together used it up: spec §5 "has reached its usage limit".
  if (usageLimit !== null && held.size >= usageLimit) throw domainError('DISCOUNT_CODE_INVALID');
  const mine = customerId === null ? 0 : [...held.values()].filter((c) => c === customerId).length;
  if (usageLimitPerUser !== null && mine >= usageLimitPerUser)
    throw domainError('DISCOUNT_CODE_ALREADY_USED');
  return [DiscountCodeUseClaimed({ code, orderId, customerId })];
}

/** Changes the map in place: a busy code's history folds in linear time (a fresh map per fold). */
export function evolveCodeUses(state: CodeUsesState, event: CodeUseEvent): CodeUsesState {
  if (event.type === 'DiscountCodeUseClaimed') state.set(event.data.orderId, event.data.customerId);
  else state.delete(event.data.orderId);
  return state;
}

export const codeUsesDecider: Decider<CodeUsesState, CodeUseCommand, CodeUseEvent> = {
  initialState: () => new Map(),
  decide: decideCodeUse,
  evolve: evolveCodeUses,
};

export const codeUsesAggregate: Aggregate<CodeUsesState, CodeUseCommand, CodeUseEvent> = {
  decider: codeUsesDecider,
  codec: codeUseEventCodec,
  streamName: (command) => codeUseStreamName(command.metadata.vendorId, command.data),
  notFound: 'DISCOUNT_CODE_NOT_FOUND',
};
