import type { DeliveryOrderView } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { canGiveBack, currentOrder, deliveredBy, nextStepOf } from './trip-steps.ts';

const order = (orderId: string, status: DeliveryOrderView['trip'] extends infer T ? T : never) =>
  ({ orderId, trip: status }) as unknown as DeliveryOrderView;
const trip = (status: string, bikerId = 'ali') => ({ status, biker: { id: bikerId } }) as never;

describe('the courier’s steps', () => {
  it('walks accept → at the restaurant → picked up → at the door → delivered', () => {
    expect(nextStepOf('BIKERASSIGNED')).toBe('ACCEPTED');
    expect(nextStepOf('BIKERACCEPTED')).toBe('ATRESTAURANT');
    expect(nextStepOf('ATSOURCE')).toBe('PICKED_UP');
    expect(nextStepOf('PICKEDUP')).toBe('ATDESTINATION');
    expect(nextStepOf('ATDESTINATION')).toBe('DELIVERED');
    expect(nextStepOf('DELIVERED')).toBeUndefined();
    expect(nextStepOf('CANCELED')).toBeUndefined();
  });

  it('may give the order back until the food is picked up, as the trip machine says', () => {
    for (const status of ['BIKERASSIGNED', 'BIKERACCEPTED', 'ATSOURCE'] as const)
      expect(canGiveBack(status), status).toBe(true);
    for (const status of ['PICKEDUP', 'ATDESTINATION', 'DELIVERED', 'CANCELED'] as const)
      expect(canGiveBack(status), status).toBe(false);
  });

  it('the current order is the courier’s own trip still on', () => {
    const orders = [
      order('o1', trip('DELIVERED')),
      order('o2', trip('CANCELED')),
      order('o3', trip('PICKEDUP', 'reza')),
      order('o4', trip('BIKERACCEPTED')),
    ];
    expect(currentOrder(orders, 'ali')?.orderId).toBe('o4');
    expect(currentOrder(orders.slice(0, 3), 'ali')).toBeUndefined();
    expect(deliveredBy(orders, 'ali').map((o) => o.orderId)).toEqual(['o1']);
  });
});
