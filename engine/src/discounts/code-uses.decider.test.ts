// Claims on a code's uses: the overall and per-customer limits are decided on the code's own
// stream, a resubmitted order keeps its claim, rejected orders give theirs back, and a refused
// submission releases the use it claimed.
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import {
  codeUseCommandSchemas,
  codeUsesDecider,
  type CodeUseCommand,
} from './code-uses.decider.ts';
import { codeUseStreamName, type CodeUseEvent } from './code-uses.events.ts';
import { metadata } from './discount.test-fixtures.ts';

const claim = (orderId: string, customerId: string | null, more: object = {}) =>
  ({
    type: 'ClaimDiscountCodeUse',
    data: codeUseCommandSchemas.ClaimDiscountCodeUse.parse({
      code: 'NOROOZ',
      orderId,
      customerId,
      usageLimit: 2,
      usageLimitPerUser: 1,
      landed: [],
      givenBack: [],
      ...more,
    }),
    metadata,
  }) as CodeUseCommand;
const release = (orderId: string) =>
  ({
    type: 'ReleaseDiscountCodeUse',
    data: { code: 'NOROOZ', orderId },
    metadata,
  }) as CodeUseCommand;

/** Runs the commands in order, as handleCommand would, keeping the events. */
function run(...commands: CodeUseCommand[]): CodeUseEvent[] {
  const events: CodeUseEvent[] = [];
  for (const c of commands)
    events.push(...codeUsesDecider.decide(c, fold(codeUsesDecider, events)));
  return events;
}
const refusal = (given: CodeUseEvent[], c: CodeUseCommand) => {
  try {
    codeUsesDecider.decide(c, fold(codeUsesDecider, given));
    return undefined;
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe('claiming a use of a discount code', () => {
  it('gives out the uses up to the limit, then says the code is used up (spec §5)', () => {
    const given = run(claim('o1', 'c1'), claim('o2', 'c2'));
    expect(given.map((e) => e.type)).toEqual(['DiscountCodeUseClaimed', 'DiscountCodeUseClaimed']);
    expect(refusal(given, claim('o3', 'c3'))).toBe('DISCOUNT_CODE_INVALID');
    // No limit at all: always a use.
    expect(refusal(given, claim('o3', 'c3', { usageLimit: null }))).toBeUndefined();
  });

  it('holds a customer to their own limit; a guest has none', () => {
    const given = run(claim('o1', 'c1'));
    expect(refusal(given, claim('o2', 'c1'))).toBe('DISCOUNT_CODE_ALREADY_USED');
    expect(refusal(given, claim('o2', null))).toBeUndefined();
  });

  it('lets a resubmitted order keep its claim without taking another', () => {
    const given = run(claim('o1', 'c1'), claim('o2', 'c2'));
    expect(codeUsesDecider.decide(claim('o1', 'c1'), fold(codeUsesDecider, given))).toEqual([]);
  });

  it('counts a rejected order’s use as given back', () => {
    const given = run(claim('o1', 'c1'), claim('o2', 'c2'));
    expect(refusal(given, claim('o3', 'c1', { givenBack: ['o1'] }))).toBeUndefined();
  });

  it('frees the use of an order whose submission was refused', () => {
    const given = run(claim('o1', 'c1'), claim('o2', 'c2'), release('o2'));
    expect(given.at(-1)).toMatchObject({
      type: 'DiscountCodeUseReleased',
      data: { orderId: 'o2' },
    });
    expect(refusal(given, claim('o3', 'c3'))).toBeUndefined();
    // Releasing what was never claimed changes nothing.
    expect(codeUsesDecider.decide(release('o9'), fold(codeUsesDecider, given))).toEqual([]);
  });

  it('counts the uses the read models hold: a limit set after the code was used still holds', () => {
    const landed = [
      { orderId: 'old-1', customerId: 'c1' },
      { orderId: 'old-2', customerId: null },
    ];
    expect(refusal([], claim('o3', 'c3', { landed }))).toBe('DISCOUNT_CODE_INVALID');
    expect(refusal([], claim('o3', 'c1', { landed, usageLimit: 5 }))).toBe(
      'DISCOUNT_CODE_ALREADY_USED',
    );
    // One limit left: the first claim takes it, the racing one sees that claim on the stream.
    const first = run(claim('o3', 'c3', { landed: landed.slice(0, 1) }));
    expect(first).toHaveLength(1);
    expect(refusal(first, claim('o4', 'c4', { landed: landed.slice(0, 1) }))).toBe(
      'DISCOUNT_CODE_INVALID',
    );
    // An order both claimed and landed counts once.
    const landedToo = [{ orderId: 'o3', customerId: 'c3' }];
    expect(refusal(first, claim('o4', 'c4', { landed: landedToo }))).toBeUndefined();
  });

  it('keeps a code limited only per customer on each customer’s own stream', () => {
    const vendor = 'vendor-1';
    const scope = (customerId: string | null, usageLimit: number | null) => ({
      code: 'WELCOME',
      usageLimit,
      customerId,
    });
    expect(codeUseStreamName(vendor, scope('c1', null))).toBe('discount-uses-WELCOME:vendor-1:c1');
    expect(codeUseStreamName(vendor, scope('c1', 100))).toBe('discount-uses-WELCOME:vendor-1');
    expect(codeUseStreamName(vendor, scope(null, 100))).toBe('discount-uses-WELCOME:vendor-1');
  });
});
