// Which live topic a change of the kitchen stations' read model goes out on: an order to the
// station screens as a row; a threshold set as a signal the screens and the back office read the
// stations again on; a learned preparation time to nobody (read with the stations, not pushed).
import { describe, expect, it } from 'vitest';
import { PROJECTION } from '../all.projections.ts';
import { topicsOfChange } from '../queries/topics.ts';

const change = (id: string) => ({
  projection: PROJECTION.kitchenStations,
  vendorId: 'vendor-a',
  id,
  row: null,
  position: '1',
});

describe('kitchen stations topics', () => {
  it('pushes orders, signals thresholds, keeps learned times quiet', () => {
    expect(topicsOfChange(change('order-1'))).toEqual(['kitchen-stations']);
    expect(topicsOfChange(change('timing:vendor-a'))).toEqual(['records:kitchen-timing']);
    expect(topicsOfChange(change('prep:vendor-a'))).toEqual([]);
  });
});
