import { tehranWallToUtc } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { rangeDays, rangeQuery } from './report-range.ts';

// 1405/08/04 (2026-10-26) at noon in Tehran.
const now = new Date(tehranWallToUtc(2026, 10, 26, 12, 0));

describe('report ranges', () => {
  it('name a range to the API, or its days', () => {
    expect(rangeQuery({ range: 'LAST_7_DAY' })).toEqual({ Range: 'LAST_7_DAY' });
    expect(rangeQuery({ from: '2026-10-01', to: '2026-10-05' })).toEqual({
      FromDate: '2026-10-01',
      ToDate: '2026-10-05',
    });
  });

  it('count days as the gateway does: CURRENT_MONTH from the first of the Jalali month', () => {
    expect(rangeDays({ range: 'CURRENT_MONTH' }, now)).toEqual({
      from: '2026-10-23',
      to: '2026-10-26',
    });
    expect(rangeDays({ range: 'YESTERDAY' }, now)).toEqual({
      from: '2026-10-25',
      to: '2026-10-25',
    });
    expect(rangeDays({ range: 'LAST_7_DAY' }, now)).toEqual({
      from: '2026-10-20',
      to: '2026-10-26',
    });
  });

  it('a Tehran day begins at Tehran midnight, not UTC midnight', () => {
    const justAfter = new Date(tehranWallToUtc(2026, 10, 26, 0, 1));
    expect(rangeDays({ range: 'TODAY' }, justAfter)).toEqual({
      from: '2026-10-26',
      to: '2026-10-26',
    });
  });
});
