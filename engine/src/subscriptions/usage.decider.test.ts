// A limited counter is exact under concurrency: many claims racing on a real store give exactly
// the limit's places, a repeat keeps its place, and a released place can be claimed again. Uses
// taken while no cap applied (a read model's tally beyond the counter's places) are carried onto
// the counter and count against the cap, racing claims included; a claim with no limit counts.
import { describe, expect, it } from 'vitest';
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { fold } from '../shared/decider.ts';
import { isDomainError } from '../shared/domain-error.ts';
import type { EventStore } from '../store/event-store.port.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import { specFor } from '../testing/given-when-then.ts';
import {
  usageAggregate,
  usageDecider,
  usagePeriod,
  usedOf,
  type UsageCommand,
} from './usage.decider.ts';

const metadata = (commandId: string) => ({
  commandId,
  vendorId: 'v1',
  actor: { userId: 'owner', kind: 'STAFF' as const },
  now: '2026-03-01T08:00:00.000Z',
});
const COUNTER = 'ORDERS:v1:1404-12';
const claim = (subject: string, limit: number | null = 2, tally?: number): UsageCommand => ({
  type: 'ClaimUsage',
  data: { counter: COUNTER, subject, limit, tally, refusal: 'PACKAGE_LIMIT_REACHED' },
  metadata: metadata(`claim-${subject}`),
});
const claimed = (subject: string) =>
  ({ type: 'UsageClaimed', data: { counter: COUNTER, subject } }) as const;
const carried = (count: number) =>
  ({ type: 'UsageCarried', data: { counter: COUNTER, count } }) as const;

describe('usage claims', () => {
  it('refuses past the limit and keeps a repeat in its place', () => {
    const held = [claimed('o1'), claimed('o2')];
    specFor(usageDecider)(held).when(claim('o3')).thenRefuses('PACKAGE_LIMIT_REACHED');
    specFor(usageDecider)(held).when(claim('o2')).then([]);
    specFor(usageDecider)([
      ...held,
      { type: 'UsageReleased', data: { counter: COUNTER, subject: 'o1' } },
    ])
      .when(claim('o3'))
      .then([claimed('o3')]);
  });

  it('counts a claim with no limit, never refusing it', () => {
    const many = Array.from({ length: 50 }, (_, i) => claimed(`o${i}`));
    specFor(usageDecider)(many)
      .when(claim('o50', null))
      .then([claimed('o50')]);
  });

  it('carries the uses the tally has beyond the places, and counts them against the cap', () => {
    // 3 orders of the month listed, 1 of them claimed here: 2 were taken before the cap.
    specFor(usageDecider)([claimed('o1')])
      .when(claim('o4', 5, 3))
      .then([carried(2), claimed('o4')]);
    specFor(usageDecider)([claimed('o1')])
      .when(claim('o4', 3, 3))
      .thenRefuses('PACKAGE_LIMIT_REACHED');
    // A tally that lags the places carries nothing, and a carried figure never shrinks.
    specFor(usageDecider)([carried(2), claimed('o1'), claimed('o4')])
      .when(claim('o5', 5, 2))
      .then([claimed('o5')]);
    expect(usedOf(fold(usageDecider, [carried(2), claimed('o1')]))).toBe(3);
    expect(usedOf(fold(usageDecider, [claimed('o1')]), 4)).toBe(4);
  });

  it('gives exactly the limit places to claims racing on one store', async () => {
    const store = createSqliteEventStore({ path: ':memory:' });
    const outcomes = await race(store, (i) => claim(`o${i}`, 7));
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(7);
    expect(outcomes.filter((o) => o === 'PACKAGE_LIMIT_REACHED')).toHaveLength(18);
    const events = await store.readStream('usage-ORDERS:v1:1404-12');
    expect(events).toHaveLength(7);
    await store.close();
  });

  it('gives the cap less the carried uses to claims racing with a tally', async () => {
    const store = createSqliteEventStore({ path: ':memory:' });
    // 4 orders taken before the cap of 7: 3 places are left, however many race for them.
    const outcomes = await race(store, (i) => claim(`o${i}`, 7, 4));
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(3);
    const counter = await loadState(store, usageAggregate, 'usage-ORDERS:v1:1404-12', 'v1');
    expect(usedOf(counter.state)).toBe(7);
    await store.close();
  });

  it('counts by the Jalali month in Tehran', () => {
    // 1405-01-01 is 2026-03-21; 2026-03-20T21:00Z is already the 21st in Tehran.
    expect(usagePeriod('2026-03-20T19:00:00.000Z')).toBe('1404-12');
    expect(usagePeriod('2026-03-20T21:00:00.000Z')).toBe('1405-01');
  });
});

async function race(store: EventStore, command: (i: number) => UsageCommand) {
  const tryClaim = async (i: number) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        await handleCommand(store, usageAggregate, command(i));
        return 'taken';
      } catch (error) {
        if (isDomainError(error) && error.code === 'CONCURRENCY_CONFLICT') continue;
        if (isDomainError(error)) return error.code;
        throw error;
      }
    }
    return 'gave up';
  };
  return Promise.all(Array.from({ length: 25 }, (_, i) => tryClaim(i)));
}
