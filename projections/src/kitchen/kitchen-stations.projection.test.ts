import { KitchenOrder } from '@sofre/engine/contracts';
import {
  KitchenLineDone,
  KitchenStationBumped,
  KitchenStationRecalled,
  kitchenStreamName,
} from '@sofre/engine/kitchen';
import type { DomainEvent } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { EventLog, VENDOR, aLine, doogh, kebab, orderKey } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import type { KitchenOrderRow } from './kitchen-order.evolve.ts';
import { prepKeyOf, type KitchenPrepRow } from './kitchen-prep.ts';
import { kitchenStationsProjection } from './kitchen-stations.projection.ts';

const AT = '2025-03-21T08:30:00.000Z';
const min = (n: number) => new Date(Date.parse(AT) + n * 60_000).toISOString();

const kitchen = (log: EventLog, event: DomainEvent, at: string, orderId = 'o-1') =>
  log.append(event, { vendorId: VENDOR, at, stream: kitchenStreamName(VENDOR, orderId) });
const bump = (stationId: string, menuItemIds: string[], orderId = 'o-1', cookedMs?: number) =>
  KitchenStationBumped({
    orderId,
    stationId,
    lines: menuItemIds.map((id) => ({ lineId: id, menuItemId: id, count: 1 })),
    cooking: `c-${stationId}`,
    ...(cookedMs === undefined ? {} : { cookedMs }),
  });
const rowsOf = (log: EventLog) => projectInMemory(kitchenStationsProjection, log.events);
const orderRow = (log: EventLog, orderId = 'o-1') =>
  rowsOf(log).get(orderKey(orderId)) as KitchenOrderRow;

function staffOrder(log = new EventLog(), orderId = 'o-1', at = AT) {
  const order = log.order(orderId);
  order.submit({ confirm: true, tableNumber: '7', deliveryType: 'PICKUP' }, at);
  return { log, order };
}

describe('kitchen stations: the orders the station screens show', () => {
  it('shows a confirmed order with its lines and no part touched, as the contract has it', () => {
    const { log } = staffOrder();
    const { stage, ...row } = orderRow(log);
    expect(stage).toBe('KITCHEN');
    expect(row).toMatchObject({
      number: 1,
      status: 'CONFIRMED',
      open: true,
      sentAt: AT,
      parts: {},
    });
    expect(row.lines.map((l) => [l.lineId, l.count])).toEqual([
      ['kebab', 2],
      ['doogh', 1],
    ]);
    expect(() => KitchenOrder.strict().parse(row)).not.toThrow();
  });

  it('keeps an order the restaurant has not confirmed off the screens', () => {
    const log = new EventLog();
    const [submitted] = log.order('o-1').submit({ source: 'WEBSITE', paymentMethod: 'ONLINE' }, AT);
    const row = orderRow(log);
    expect(kitchenStationsProjection.index(row, submitted!).listed).toBe(false);
  });

  it('records each part’s done lines and bump with who did it; ready takes the order off', () => {
    const { log, order } = staffOrder();
    kitchen(
      log,
      KitchenLineDone({ orderId: 'o-1', stationId: 'grill', lineId: 'kebab', cooking: 'x' }),
      min(2),
    );
    kitchen(log, bump('grill', ['kebab']), min(3));
    expect(orderRow(log).parts['grill']).toEqual({
      done: { kebab: 'x' },
      bumped: 'c-grill',
      bumpedAt: min(3),
      bumpedBy: 'cashier-1',
    });
    order.moveTo('READYTOPICKUP', min(4));
    expect(orderRow(log)).toMatchObject({ open: false, readyAt: min(4), status: 'READYTOPICKUP' });
  });

  it('brings a finished order back when a part is recalled, and off again when re-bumped', () => {
    const { log, order } = staffOrder();
    kitchen(log, bump('grill', ['kebab']), min(3));
    order.moveTo('READYTOPICKUP', min(4));
    kitchen(log, KitchenStationRecalled({ orderId: 'o-1', stationId: 'grill' }), min(5));
    expect(orderRow(log)).toMatchObject({
      open: true,
      parts: { grill: { done: {}, recalledAt: min(5) } },
    });
    kitchen(log, bump('grill', ['kebab']), min(6));
    expect(orderRow(log).open).toBe(false);
  });

  it('cooks a ready order again when the kitchen sends it back, and it is ready once more', () => {
    const { log, order } = staffOrder();
    kitchen(log, bump('grill', ['kebab']), min(3));
    order.moveTo('READYTOPICKUP', min(4));
    kitchen(log, KitchenStationRecalled({ orderId: 'o-1', stationId: 'grill' }), min(5));
    order.returnToKitchen('grill', min(5));
    const { stage: _s, ...row } = orderRow(log);
    expect(row).toMatchObject({ status: 'CONFIRMED', open: true });
    expect(row.readyAt).toBeUndefined();
    expect(() => KitchenOrder.strict().parse(row)).not.toThrow();
    kitchen(log, bump('grill', ['kebab']), min(6));
    order.moveTo('READYTOPICKUP', min(6));
    expect(orderRow(log)).toMatchObject({ status: 'READYTOPICKUP', open: false, readyAt: min(6) });
  });

  it('writes a handed-over order no more while it stays out of the board and the recall list', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ confirm: true, tableNumber: '7' }, AT);
    order.moveTo('READYTOSERVE', min(4));
    expect(orderRow(log)).toMatchObject({ status: 'READYTOSERVE', open: false });
    // Served: off the recall list (its status says so), then nothing the kitchen shows changes.
    order.moveTo('DELIVERED', min(6));
    const served = orderRow(log);
    expect(served).toMatchObject({ status: 'DELIVERED', open: false });
    order.pay(min(30));
    order.moveTo('FINISHED', min(31));
    expect(orderRow(log)).toEqual(served);
  });

  it('brings a served salon order back with a new round on its bill', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ confirm: true, tableNumber: '7' }, AT);
    order.moveTo('READYTOSERVE', min(4));
    order.moveTo('DELIVERED', min(6));
    order.editBill([{ ...kebab, count: 3 }, doogh], min(10));
    expect(orderRow(log)).toMatchObject({ status: 'CONFIRMED', open: true, tableNumber: '7' });
  });

  it('takes an order made ready as a whole off the screens, a part recalled before or not', () => {
    const { log, order } = staffOrder();
    kitchen(log, bump('grill', ['kebab']), min(3));
    kitchen(log, KitchenStationRecalled({ orderId: 'o-1', stationId: 'grill' }), min(4));
    expect(orderRow(log).open).toBe(true);
    // The expo's «آماده شد» on the whole order.
    order.moveTo('READYTOPICKUP', min(5));
    expect(orderRow(log)).toMatchObject({ status: 'READYTOPICKUP', open: false });
  });

  it('marks lines changed after the kitchen had them: new, changed, cancelled', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit(
      { confirm: true, deliveryType: 'SERVE', paymentMethod: 'CARD', tableNumber: '3' },
      AT,
    );
    const tea = aLine('tea', { title: 'چای' });
    order.editBill([{ ...kebab, count: 3 }, tea], min(2));
    const row = orderRow(log);
    expect(row.changedAt).toBe(min(2));
    expect(row.lines.map((l) => [l.lineId, l.mark, l.previousCount])).toEqual([
      ['kebab', 'CHANGED', 2],
      ['tea', 'NEW', undefined],
      ['doogh', 'CANCELLED', undefined],
    ]);
    expect(doogh.tempId).toBe('doogh');
  });

  it('learns each item’s preparation time from bumps and expects the next order by it', () => {
    const { log } = staffOrder();
    kitchen(log, bump('grill', ['kebab'], 'o-1', 600_000), min(10));
    const prep = rowsOf(log).get(prepKeyOf(VENDOR)) as KitchenPrepRow;
    expect(prep.times['grill|kebab']).toEqual({ ms: 600_000, samples: 1 });
    staffOrder(log, 'o-2', min(20));
    const next = orderRow(log, 'o-2');
    expect(next.lines.find((l) => l.lineId === 'kebab')?.prepMs).toBe(600_000);
    expect(next.expectedReadyAt).toBe(min(30));
    // A second, faster bump moves the average towards it.
    kitchen(log, bump('grill', ['kebab'], 'o-2', 240_000), min(24), 'o-2');
    const later = rowsOf(log).get(prepKeyOf(VENDOR)) as KitchenPrepRow;
    expect(later.times['grill|kebab']).toEqual({ ms: 492_000, samples: 2 });
  });

  it('learns nothing from a bump that says nothing of the cooking time (after a recall)', () => {
    const { log } = staffOrder();
    kitchen(log, bump('grill', ['kebab'], 'o-1', 300_000), min(5));
    kitchen(log, KitchenStationRecalled({ orderId: 'o-1', stationId: 'grill' }), min(6));
    kitchen(log, bump('grill', ['kebab']), min(40));
    const prep = rowsOf(log).get(prepKeyOf(VENDOR)) as KitchenPrepRow;
    expect(prep.times['grill|kebab']).toEqual({ ms: 300_000, samples: 1 });
  });
});
