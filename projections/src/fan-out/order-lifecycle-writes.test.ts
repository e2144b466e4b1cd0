// What one plain salon order costs the read models (issue 31), kept from growing back unnoticed:
// its six events through every read model of both lanes, counted in the read-model store.
import { describe, expect, it } from 'vitest';
import { measureOrderLifecycleWrites, projectionsHandling } from './order-lifecycle-writes.ts';

describe('the read-model work of one order', () => {
  it('counts the row writes of a salon order’s six events, lane by lane', async () => {
    const writes = await measureOrderLifecycleWrites();
    expect(writes.total).toBe(writes.screens + writes.reports);
    expect(writes.rows).toBeLessThanOrEqual(writes.total);
    expect([...writes.byProjection.values()].reduce((a, b) => a + b, 0)).toBe(writes.total);
    // Before the order documents (c6e7ff4): 59 writes as live, 65 one event per batch; 35 before
    // the lane's other read models read the order document (issue 31's goal: 25).
    expect(writes.total).toBeLessThanOrEqual(25);
  });

  it('writes the order once per lane; kitchen, print queue and trips read it there', async () => {
    const writes = await measureOrderLifecycleWrites(1);
    // Before: order-list 7, order-tracker 7, kitchen 6, print 5, delivery 1, transactions 1; then
    // orders 7, kitchen 6, print 5, delivery 1: each counting the day's orders itself, the print
    // queue keeping its own copy of the order, the kitchen writing it on after it was served.
    expect(
      Object.fromEntries(
        ['orders', 'kitchen-stations', 'print-queue', 'delivery-orders'].map((name) => [
          name,
          writes.byProjection.get(name),
        ]),
      ),
    ).toEqual({
      orders: 7,
      'kitchen-stations': 4,
      'print-queue': 1,
      'delivery-orders': undefined,
    });
    expect(writes.screens).toBeLessThanOrEqual(12);
    // Before: 38, twelve report read models keeping their own mark of the order; then 20, with an
    // unpaid list of rows of its own and a day row each for the tables, staff and delivery reports.
    expect(writes.reports).toBeLessThanOrEqual(16);
    expect(writes.byProjection.get('report-orders')).toBe(7);
    expect(writes.byProjection.get('operations-days')).toBe(1);
  });

  it('applying each event on its own never writes less than sharing batches', async () => {
    const [shared, oneByOne] = await Promise.all([
      measureOrderLifecycleWrites(),
      measureOrderLifecycleWrites(1),
    ]);
    expect(oneByOne.total).toBeGreaterThanOrEqual(shared.total);
  });

  it('few read models handle an order’s submission (20 before the order documents)', () => {
    expect(projectionsHandling('OrderSubmitted').length).toBeLessThanOrEqual(8);
    expect(projectionsHandling('NoSuchEvent')).toEqual([]);
  });
});
