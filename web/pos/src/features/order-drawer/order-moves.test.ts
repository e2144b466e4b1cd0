// The drawer's actions, as the engine's order machine answers for an order the tracker shows.
import { describe, expect, it } from 'vitest';
import { orderActions } from './order-moves.ts';
import { anOrder } from './order.test-fixtures.ts';

const paid = { amountPaid: 1_000_000 };
const targets = (o: Parameters<typeof orderActions>[0]) =>
  orderActions(o).steps.map((s) => s.target);

describe('the drawer asks the order machine', () => {
  it('a confirmed salon order: ready, cancel, edit, pay, change table; no refund before money', () => {
    const actions = orderActions(anOrder());
    expect(targets(anOrder())).toEqual(['READYTOSERVE']);
    expect(actions).toMatchObject({
      reject: true,
      edit: 'order',
      pay: true,
      changeTable: true,
      callCustomer: false,
      refund: false,
    });
  });

  it('served and paid: finish; unpaid: no finish yet, still a bill to pay', () => {
    expect(targets(anOrder({ status: 'DELIVERED', ...paid }))).toEqual(['FINISHED']);
    const unpaid = orderActions(anOrder({ status: 'DELIVERED' }));
    expect(unpaid.steps).toEqual([]);
    expect(unpaid).toMatchObject({ pay: true, edit: 'bill' });
  });

  it('ready to serve: served (DELIVERED) and call the customer', () => {
    const ready = anOrder({ status: 'READYTOSERVE', ...paid });
    expect(targets(ready)).toEqual(['DELIVERED']);
    expect(orderActions(ready)).toMatchObject({
      callCustomer: true,
      edit: 'bill',
      refund: true,
    });
  });

  it('a paid salon order still takes another round, as a bill (issue 30 item 14)', () => {
    expect(orderActions(anOrder({ ...paid })).edit).toBe('bill');
    expect(orderActions(anOrder({ status: 'DELIVERED', ...paid })).edit).toBe('bill');
    expect(orderActions(anOrder({ deliveryType: 'PICKUP', ...paid })).edit).not.toBe('bill');
  });

  it('a postpaid salon bill (UNPAID) is edited as a round on the bill', () => {
    expect(orderActions(anOrder({ paymentMethod: 'UNPAID' })).edit).toBe('bill');
  });

  it('a pickup order in a phone call resumes to where it was', () => {
    const called = anOrder({
      deliveryType: 'PICKUP',
      status: 'NEEDFORCALL',
      timeline: [
        { status: 'SUBMITTED', at: '2025-03-21T08:00:00Z' },
        { status: 'CONFIRMED', at: '2025-03-21T08:00:00Z' },
        { status: 'NEEDFORCALL', at: '2025-03-21T08:05:00Z' },
      ],
    });
    expect(orderActions(called).steps).toContainEqual({ move: 'RESUME', target: 'CONFIRMED' });
  });

  it('finished or rejected: nothing but a refund of what was paid', () => {
    const finished = orderActions(
      anOrder({ status: 'FINISHED', ...paid, amountRefunded: 200_000 }),
    );
    expect(finished).toMatchObject({ steps: [], reject: false, edit: undefined, pay: false });
    expect(finished.refund).toBe(true);
    const allBack = orderActions(
      anOrder({ status: 'REJECTED', ...paid, amountRefunded: 1_000_000 }),
    );
    expect(allBack.refund).toBe(false);
  });
});
