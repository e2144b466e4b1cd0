import { describe, expect, it } from 'vitest';
import { periodKeysOf, periodsOf } from './report-periods.ts';

describe('report periods', () => {
  it('gives the Tehran hour and day of an instant, and the row keys of both', () => {
    expect(periodsOf('2025-03-21T20:29:59Z')).toEqual([
      { kind: 'HOUR', period: '2025-03-21T23', startsAt: '2025-03-21T19:30:00.000Z' },
      { kind: 'DAY', period: '2025-03-21', startsAt: '2025-03-20T20:30:00.000Z' },
    ]);
    expect(periodKeysOf('v1', '2025-03-21T20:30:00Z')).toEqual([
      'v1:HOUR:2025-03-22T00',
      'v1:DAY:2025-03-22',
    ]);
  });

  it('answers each instant of a run of questions, asked again and in turn', () => {
    const [before, after] = ['2025-03-21T20:29:59Z', '2025-03-21T20:30:00Z'];
    const days = [before, before, after, after, before, after].map((i) => periodsOf(i)[1].period);
    expect(days).toEqual(['21', '21', '22', '22', '21', '22'].map((d) => `2025-03-${d}`));
  });
});
