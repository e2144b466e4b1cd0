// The dice and the usual road of the random traffic (order-traffic.fixtures.ts).
import type { OrderStatus } from '@sofre/engine';
import type { OrderState } from '@sofre/engine/orders';

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return {
    next,
    pick,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = {
  SUBMITTED: 'CONFIRMED',
  PAID: 'CONFIRMED',
  READYTOSHIPMENT: 'DELIVERING',
  READYTOSERVE: 'DELIVERED',
  READYTOPICKUP: 'DELIVERED',
  DELIVERING: 'DELIVERED',
  DELIVERED: 'FINISHED',
};
const READY = {
  SERVE: 'READYTOSERVE',
  PICKUP: 'READYTOPICKUP',
  DELIVER: 'READYTOSHIPMENT',
  ZFEXPRESS: 'READYTOSHIPMENT',
} as const;

/** The step a busy restaurant takes next with this order. */
export function usualNext(state: OrderState): OrderStatus {
  if (state.status === 'NONE') return 'CONFIRMED';
  if (state.status === 'NEEDFORCALL') return state.beforeCall;
  if (state.status === 'CONFIRMED') return READY[state.deliveryType ?? 'PICKUP'];
  return NEXT[state.status] ?? 'FINISHED';
}
