import type { KitchenOrder, KitchenSetup } from '@sofre/engine/contracts';
import { cookingOfPart } from '@sofre/engine/kitchen';
import { describe, expect, it } from 'vitest';
import {
  allDayCounts,
  expectedReadyAt,
  isPartDone,
  partAgeLevel,
  recallList,
  stationTickets,
} from './station-parts.ts';

const station = (id: string, isDefault = false) => ({
  id,
  title: id,
  isDefault,
  warnAfterMinutes: 5,
  lateAfterMinutes: 8,
});
const setup: KitchenSetup = {
  stations: [station('grill'), station('bar'), station('default', true)],
  itemStations: { kebab: ['grill'], doogh: ['bar'] },
};
const line = (lineId: string, menuItemId: string, count = 1, extra = {}) => ({
  lineId,
  menuItemId,
  title: menuItemId,
  count,
  toppings: [],
  cooking: `c${count}`,
  ...extra,
});
const anOrder = (over: Partial<KitchenOrder> = {}): KitchenOrder => ({
  kind: 'kitchen-order',
  orderId: 'o-1',
  number: 1,
  source: 'SALON',
  status: 'CONFIRMED',
  submittedAt: '2025-03-21T08:00:00.000Z',
  sentAt: '2025-03-21T08:00:00.000Z',
  lines: [line('l1', 'kebab', 2), line('l2', 'doogh'), line('l3', 'tea')],
  parts: {},
  open: true,
  position: '1',
  ...over,
});

describe('a station screen', () => {
  it('shows each station only its own lines; a line of no station goes to the default one', () => {
    const tickets = stationTickets([anOrder()], setup, { kind: 'stations', ids: ['grill'] });
    expect(tickets.map((t) => [t.station.id, t.lines.map((l) => l.lineId)])).toEqual([
      ['grill', ['l1']],
    ]);
    const expo = stationTickets([anOrder()], setup, { kind: 'expo' });
    expect(expo.map((t) => t.station.id)).toEqual(['grill', 'bar', 'default']);
  });

  it('drops a bumped part, and brings it back when the order changed after the bump', () => {
    const bumped = cookingOfPart([{ lineId: 'l1', cooking: 'c2' }]);
    const order = anOrder({
      parts: { grill: { done: {}, bumped, bumpedAt: '2025-03-21T08:05:00.000Z' } },
    });
    expect(isPartDone(setup, order, 'grill')).toBe(true);
    expect(stationTickets([order], setup, { kind: 'stations', ids: ['grill'] })).toEqual([]);
    const changed = {
      ...order,
      lines: [line('l1', 'kebab', 3, { mark: 'CHANGED', cooking: 'c3' })],
    };
    expect(isPartDone(setup, changed, 'grill')).toBe(false);
    expect(recallList([order], setup, { kind: 'stations', ids: ['grill'] })).toHaveLength(1);
  });

  it('counts what is still to cook, all day, leaving out done and cancelled lines', () => {
    const one = anOrder();
    const two = anOrder({
      orderId: 'o-2',
      lines: [line('m1', 'kebab', 3), line('m2', 'kebab', 1, { mark: 'CANCELLED' })],
      parts: { grill: { done: {} } },
    });
    const three = anOrder({
      orderId: 'o-3',
      lines: [line('n1', 'kebab', 5)],
      parts: { grill: { done: { n1: 'c5' } } },
    });
    const tickets = stationTickets([one, two, three], setup, { kind: 'stations', ids: ['grill'] });
    expect(allDayCounts(tickets)).toEqual([{ menuItemId: 'kebab', title: 'kebab', count: 5 }]);
  });

  it('turns a part red past its station’s threshold or past its own expected time', () => {
    const now = new Date('2025-03-21T08:04:00.000Z');
    const thresholds = { warnAfterMinutes: 3, lateAfterMinutes: 10 };
    expect(partAgeLevel(2 * 60_000, thresholds, undefined, now)).toBe('fresh');
    expect(partAgeLevel(4 * 60_000, thresholds, undefined, now)).toBe('warning');
    const order = anOrder({ lines: [line('l1', 'kebab', 1, { prepMs: 180_000 })] });
    const expected = expectedReadyAt(order, order.lines);
    expect(expected?.toISOString()).toBe('2025-03-21T08:03:00.000Z');
    expect(partAgeLevel(4 * 60_000, thresholds, expected, now)).toBe('late');
  });
});
