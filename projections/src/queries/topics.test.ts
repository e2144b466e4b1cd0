// The projections a lane in a worker hands over (liveTopicProjections) are every one whose rows
// go out on a topic: a row kept back there would never reach a screen.
import { describe, expect, it } from 'vitest';
import { PROJECTION, reportLaneRowNames } from '../all.projections.ts';
import { liveTopicProjections, topicsOfChange } from './topics.ts';

const everyRowName = new Set([...Object.values(PROJECTION), ...reportLaneRowNames]);
const KEYS = ['order-1', 'v1:order-1', 'prep:v1', 'timing:v1', 'kind:id', 'v1:2025-03-21:10'];

describe('liveTopicProjections', () => {
  it('holds every projection a change of which goes out on a topic', () => {
    const pushed = [...everyRowName].filter((projection) =>
      KEYS.some(
        (id) =>
          topicsOfChange({ projection, vendorId: 'v1', id, row: {}, position: '1' }).length > 0,
      ),
    );
    expect(pushed.length).toBeGreaterThan(5);
    for (const projection of pushed) expect(liveTopicProjections).toContain(projection);
  });
});
