// Which live topic a change of the kitchen stations' read model goes out on: an order to the
// station screens as a row; a threshold set as a signal the screens and the back office read the
// stations again on; a learned preparation time to nobody (read with the stations, not pushed).
import { describe, expect, it } from 'vitest';
import { PROJECTION } from '../all.projections.ts';
import { topicOfChange } from '../queries/topics.ts';

const change = (id: string) => ({
  projection: PROJECTION.kitchenStations,
  vendorId: 'vendor-a',
  id,
  row: null,
  position: '1',
});

describe('kitchen stations topics', () => {
  it('pushes orders, signals thresholds, keeps learned times quiet', () => {
    expect(topicOfChange(change('order-1'))).toBe('kitchen-stations');
    expect(topicOfChange(change('timing:vendor-a'))).toBe('records:kitchen-timing');
    expect(topicOfChange(change('prep:vendor-a'))).toBeUndefined();
  });
});
