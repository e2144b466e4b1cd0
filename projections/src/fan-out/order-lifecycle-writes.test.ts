import { describe, expect, it } from 'vitest';
import { measureOrderLifecycleWrites, projectionsHandling } from './order-lifecycle-writes.ts';

describe('the read-model work of one order', () => {
  it('counts the row writes of a salon order’s six events, lane by lane', async () => {
    const writes = await measureOrderLifecycleWrites();
    expect(writes.total).toBe(writes.screens + writes.reports);
    expect(writes.screens).toBeGreaterThan(0);
    expect(writes.reports).toBeGreaterThan(0);
    expect(writes.rows).toBeLessThanOrEqual(writes.total);
    expect([...writes.byProjection.values()].reduce((a, b) => a + b, 0)).toBe(writes.total);
  });

  it('applying each event on its own never writes less than sharing batches', async () => {
    const [shared, oneByOne] = await Promise.all([
      measureOrderLifecycleWrites(),
      measureOrderLifecycleWrites(1),
    ]);
    expect(oneByOne.total).toBeGreaterThanOrEqual(shared.total);
  });

  it('names the read models that handle an order’s submission', () => {
    expect(projectionsHandling('OrderSubmitted').length).toBeGreaterThan(0);
    expect(projectionsHandling('NoSuchEvent')).toEqual([]);
  });
});
