// The back office warns only when a read model is more than a few seconds behind.
import type { HealthReport } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { LAG_WARNING_SECONDS, lagToWarnAbout } from './projection-lag.ts';

const reportWith = (...lagSeconds: number[]): HealthReport => ({
  ready: true,
  problems: [],
  checkedAt: '2025-03-21T10:00:00.000Z',
  eventStore: { kind: 'postgres', answers: true },
  readModels: { answers: true },
  staleAfterSeconds: 30,
  projections: lagSeconds.map((s, i) => ({
    projection: `p${i}`,
    position: '',
    lagEvents: s > 0 ? 1 : 0,
    lagEventsCapped: false,
    lagSeconds: s,
  })),
});

describe('lagToWarnAbout', () => {
  it('says nothing while screens keep up, or before the first report', () => {
    expect(lagToWarnAbout(undefined)).toBeUndefined();
    expect(lagToWarnAbout(reportWith())).toBeUndefined();
    expect(lagToWarnAbout(reportWith(0, 1.2, LAG_WARNING_SECONDS))).toBeUndefined();
  });

  it('warns with the worst lag, in whole seconds, past the threshold', () => {
    expect(lagToWarnAbout(reportWith(0, 41.6, 7))).toBe(42);
  });
});
