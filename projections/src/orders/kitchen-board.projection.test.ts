import { KitchenTicket } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import {
  EventLog,
  OTHER_VENDOR,
  aLine,
  doogh,
  kebab,
  orderKey,
} from '../testing/event-log.fixtures.ts';
import { projectInMemory, projectionSpec } from '../testing/project-in-memory.ts';
import { kitchenBoardProjection, pendingKey } from './kitchen-board.projection.ts';

const given = projectionSpec(kitchenBoardProjection);
const AT = '2025-03-21T08:30:00.000Z';
const LATER = '2025-03-21T08:45:00.000Z';

/** A salon order the cashier took: confirmed as it is submitted. */
function staffOrder(log = new EventLog(), orderId = 'o-1', at = AT, vendorId?: string) {
  const order = log.order(orderId, vendorId);
  order.submit(
    { confirm: true, tableNumber: '7', description: 'بدون پیاز', note: 'مشتری ثابت' },
    at,
  );
  return { log, order };
}

describe('kitchen board: tickets appear when the order is confirmed', () => {
  it('a staff order is on the board at once, with what the kitchen needs', () => {
    const { log } = staffOrder();
    const ticket = projectInMemory(kitchenBoardProjection, log.events).get(orderKey('o-1'));
    expect(ticket).toEqual({
      orderId: 'o-1',
      number: 1,
      source: 'SALON',
      deliveryType: 'SERVE',
      tableNumber: '7',
      lines: [
        { title: 'چلو کباب', count: 2, toppings: [{ title: 'کره', count: 1 }], isFreeItem: false },
        { title: 'دوغ', count: 1, toppings: [], isFreeItem: false },
      ],
      description: 'بدون پیاز',
      note: 'مشتری ثابت',
      status: 'CONFIRMED',
      submittedAt: AT,
      open: true,
      position: log.events[1]!.position,
    });
    // Exactly the contract: no helper field leaks to the kitchen display.
    expect(() => KitchenTicket.strict().parse(ticket)).not.toThrow();
  });

  it('an online order waits, unseen, until it is paid and confirmed', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    const [submitted] = order.submit({ source: 'WEBSITE', paymentMethod: 'ONLINE' }, AT);
    const rows = projectInMemory(kitchenBoardProjection, log.events);
    expect(rows.has(orderKey('o-1'))).toBe(false);
    expect(
      kitchenBoardProjection.index(rows.get(pendingKey(orderKey('o-1')))!, submitted!).listed,
    ).toBe(false);

    order.pay(AT);
    const [confirmed] = order.moveTo('CONFIRMED', LATER);
    given(log.events.slice(0, -1))
      .when(confirmed!)
      .thenMatches(orderKey('o-1'), { status: 'CONFIRMED', open: true, number: 1 });
    given(log.events.slice(0, -1))
      .when(confirmed!)
      .thenHasNo(pendingKey(orderKey('o-1')));
  });

  it('a rejected order that never reached the board never shows', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({}, AT);
    order.moveTo('REJECTED', LATER);
    expect([...projectInMemory(kitchenBoardProjection, log.events).keys()]).toEqual([
      `day:vendor-1:2025-03-21`,
    ]);
  });
});

describe('kitchen board: the daily number', () => {
  it('counts the vendor’s orders of the Tehran day, and starts over at Tehran midnight', () => {
    const log = new EventLog();
    staffOrder(log, 'o-1', '2025-03-21T08:00:00Z');
    staffOrder(log, 'o-2', '2025-03-21T20:29:00Z'); // 23:59 in Tehran
    staffOrder(log, 'o-3', '2025-03-21T20:31:00Z'); // 00:01 the next Tehran day
    staffOrder(log, 'o-4', '2025-03-21T09:00:00Z', OTHER_VENDOR);
    const rows = projectInMemory(kitchenBoardProjection, log.events);
    const keys = [orderKey('o-1'), orderKey('o-2'), orderKey('o-3'), orderKey('o-4', OTHER_VENDOR)];
    const numbers = keys.map((key) => (rows.get(key) as KitchenTicket).number);
    expect(numbers).toEqual([1, 2, 1, 1]);
  });
});

describe('kitchen board: tickets leave the board', () => {
  it('marked ready: closed, with when, and kept for the recall list', () => {
    const { log, order } = staffOrder();
    const [ready] = order.moveTo('READYTOSERVE', LATER);
    given(log.events.slice(0, -1)).when(ready!).thenMatches(orderKey('o-1'), {
      status: 'READYTOSERVE',
      open: false,
      readyAt: LATER,
      position: ready!.position,
    });
  });

  it('rejected: closed', () => {
    const { log, order } = staffOrder();
    const [rejected] = order.moveTo('REJECTED', LATER, 'تمام شد');
    given(log.events.slice(0, -1))
      .when(rejected!)
      .thenMatches(orderKey('o-1'), { status: 'REJECTED', open: false });
  });

  it('a closed ticket stays as it was bumped', () => {
    const { log, order } = staffOrder();
    order.moveTo('READYTOSERVE', LATER);
    const bumped = projectInMemory(kitchenBoardProjection, log.events).get(orderKey('o-1'));
    const delivered = order.moveTo('DELIVERED', '2025-03-21T09:00:00Z');
    given(log.events.slice(0, -1))
      .when(...delivered)
      .then(orderKey('o-1'), bumped);
  });
});

describe('kitchen board: changes while cooking', () => {
  it('an edit replaces the lines', () => {
    const { log, order } = staffOrder();
    const [edited] = order.editBill(
      [kebab, aLine('salad', { title: 'سالاد شیرازی', count: 3 })],
      LATER,
    );
    given(log.events.slice(0, -1))
      .when(edited!)
      .thenMatches(orderKey('o-1'), {
        lines: [
          {
            title: 'چلو کباب',
            count: 2,
            toppings: [{ title: 'کره', count: 1 }],
            isFreeItem: false,
          },
          { title: 'سالاد شیرازی', count: 3, toppings: [], isFreeItem: false },
        ],
      });
  });

  it('a new delivery method shows on the ticket', () => {
    const { log, order } = staffOrder();
    const [changed] = order.changeDeliveryMethod('PICKUP', LATER);
    given(log.events.slice(0, -1))
      .when(changed!)
      .thenMatches(orderKey('o-1'), { deliveryType: 'PICKUP' });
  });

  it('an edit before confirmation reaches the ticket', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({}, AT);
    order.edit([doogh], LATER);
    order.moveTo('CONFIRMED', LATER);
    const ticket = projectInMemory(kitchenBoardProjection, log.events).get(
      orderKey('o-1'),
    ) as KitchenTicket;
    expect(ticket.lines.map((l) => l.title)).toEqual(['دوغ']);
  });
});

describe('kitchen board: evolve is safe to apply twice', () => {
  it('replaying every event a second time changes no row', () => {
    const { log, order } = staffOrder();
    order.edit([doogh], LATER);
    order.moveTo('READYTOSERVE', LATER);
    const once = projectInMemory(kitchenBoardProjection, log.events);
    const twice = projectInMemory(kitchenBoardProjection, log.events, new Map(once));
    const interleaved = projectInMemory(
      kitchenBoardProjection,
      log.events.flatMap((e) => [e, e]),
    );
    expect(twice).toEqual(once);
    expect(interleaved).toEqual(once);
  });
});

describe('kitchen board: an open salon bill', () => {
  it('a new round after the food was served brings the ticket back, with its new lines', () => {
    const { log, order } = staffOrder();
    order.moveTo('READYTOSERVE', LATER);
    order.moveTo('DELIVERED', LATER);
    const [round] = order.editBill([kebab, { ...doogh, count: 3 }], '2025-03-21T09:10:00Z');
    given(log.events.slice(0, -1))
      .when(round!)
      .thenMatches(orderKey('o-1'), { status: 'CONFIRMED', open: true });
  });

  it('a table change shows on the ticket', () => {
    const { log, order } = staffOrder();
    const [moved] = order.changeTable('12', LATER);
    given(log.events.slice(0, -1)).when(moved!).thenMatches(orderKey('o-1'), { tableNumber: '12' });
  });
});
