// @sofre/engine/discounts: discount codes (spec §3, §5, §8) — the record kind and its rules, whether
// a code may be used now, and what a valid code gives the order paths.
export * from './discount-code.fields.ts';
export * from './discount-code.rules.ts';
export * from './discount-code.kind.ts';
export * from './check-discount-code.ts';
export * from './discount-code.apply.ts';
export * from './discount-code.order.ts';
export * from './code-uses.events.ts';
export * from './code-uses.decider.ts';
