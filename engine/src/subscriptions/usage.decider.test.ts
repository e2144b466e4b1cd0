// A limited counter is exact under concurrency: many claims racing on a real store give exactly
// the limit's places, a repeat keeps its place, and a released place can be claimed again.
import { describe, expect, it } from 'vitest';
import { handleCommand } from '../commands/handle-command.ts';
import { isDomainError } from '../shared/domain-error.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import { specFor } from '../testing/given-when-then.ts';
import { usageAggregate, usageDecider, usagePeriod, type UsageCommand } from './usage.decider.ts';

const metadata = (commandId: string) => ({
  commandId,
  vendorId: 'v1',
  actor: { userId: 'owner', kind: 'STAFF' as const },
  now: '2026-03-01T08:00:00.000Z',
});
const claim = (subject: string, limit = 2): UsageCommand => ({
  type: 'ClaimUsage',
  data: { counter: 'ORDERS:v1:1404-12', subject, limit, refusal: 'PACKAGE_LIMIT_REACHED' },
  metadata: metadata(`claim-${subject}`),
});

describe('usage claims', () => {
  it('refuses past the limit and keeps a repeat in its place', () => {
    const held = [
      { type: 'UsageClaimed' as const, data: { counter: 'ORDERS:v1:1404-12', subject: 'o1' } },
      { type: 'UsageClaimed' as const, data: { counter: 'ORDERS:v1:1404-12', subject: 'o2' } },
    ];
    specFor(usageDecider)(held).when(claim('o3')).thenRefuses('PACKAGE_LIMIT_REACHED');
    specFor(usageDecider)(held).when(claim('o2')).then([]);
    specFor(usageDecider)([
      ...held,
      { type: 'UsageReleased', data: { counter: 'ORDERS:v1:1404-12', subject: 'o1' } },
    ])
      .when(claim('o3'))
      .then([{ type: 'UsageClaimed', data: { counter: 'ORDERS:v1:1404-12', subject: 'o3' } }]);
  });

  it('gives exactly the limit places to claims racing on one store', async () => {
    const store = createSqliteEventStore({ path: ':memory:' });
    const tryClaim = async (i: number) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        try {
          await handleCommand(store, usageAggregate, claim(`o${i}`, 7));
          return 'taken';
        } catch (error) {
          if (isDomainError(error) && error.code === 'CONCURRENCY_CONFLICT') continue;
          if (isDomainError(error)) return error.code;
          throw error;
        }
      }
      return 'gave up';
    };
    const outcomes = await Promise.all(Array.from({ length: 25 }, (_, i) => tryClaim(i)));
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(7);
    expect(outcomes.filter((o) => o === 'PACKAGE_LIMIT_REACHED')).toHaveLength(18);
    const events = await store.readStream('usage-ORDERS:v1:1404-12');
    expect(events).toHaveLength(7);
    await store.close();
  });

  it('counts by the Jalali month in Tehran', () => {
    // 1405-01-01 is 2026-03-21; 2026-03-20T21:00Z is already the 21st in Tehran.
    expect(usagePeriod('2026-03-20T19:00:00.000Z')).toBe('1404-12');
    expect(usagePeriod('2026-03-20T21:00:00.000Z')).toBe('1405-01');
  });
});
