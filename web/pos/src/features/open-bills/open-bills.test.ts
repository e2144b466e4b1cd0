// Open bills at tables, from the order list's rows: given the orders of the salon (read, then live
// changes laid over them), then which bills are open, table by table, what is due, and how long.
import type { DiningTableView, OrderListRow } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { overlayLive } from '../order-list/order-filter.ts';
import {
  OPEN_STATUSES,
  dueOf,
  durationText,
  guestsAt,
  isOpenBill,
  minutesOpen,
  openBillsOf,
  openInSalon,
  ordersByTable,
  seatingOf,
  tableFor,
  totalOf,
} from './open-bills.ts';

const pos = (n: number) => String(n).padStart(20, '0');
/** A post-paid bill at a table: UNPAID, nothing paid yet; o1 opened 18:01 Tehran, o2 18:02 … */
const bill = (n: number, table: string, changes: Partial<OrderListRow> = {}): OrderListRow => ({
  orderId: `o${n}`,
  number: n,
  source: 'SALON',
  deliveryType: 'SERVE',
  status: 'CONFIRMED',
  paymentMethod: 'UNPAID',
  finalPrice: 500_000,
  amountPaid: 0,
  tableNumber: table,
  itemCount: 2,
  submittedAt: `2025-03-21T14:3${n}:00.000Z`,
  updatedAt: `2025-03-21T14:3${n}:00.000Z`,
  position: pos(n),
  ...changes,
});

describe('which orders are open bills', () => {
  it('open statuses are all but the order machine’s final ones', () => {
    expect(OPEN_STATUSES).not.toContain('FINISHED');
    expect(OPEN_STATUSES).not.toContain('REJECTED');
    expect(OPEN_STATUSES).toContain('SUBMITTED');
    expect(OPEN_STATUSES).toContain('DELIVERED');
  });

  it('a bill is open while it is at a table, not finished or rejected, and money is owed', () => {
    expect(isOpenBill(bill(1, '5'))).toBe(true);
    expect(isOpenBill(bill(1, '5', { status: 'DELIVERED' }))).toBe(true);
    expect(isOpenBill(bill(1, '5', { amountPaid: 200_000 }))).toBe(true);
    expect(isOpenBill(bill(1, '5', { amountPaid: 500_000 }))).toBe(false);
    expect(isOpenBill(bill(1, '5', { status: 'FINISHED' }))).toBe(false);
    expect(isOpenBill(bill(1, '5', { status: 'REJECTED' }))).toBe(false);
    expect(isOpenBill(bill(1, '5', { deliveryType: 'PICKUP' }))).toBe(false);
    expect(isOpenBill(bill(1, '', { tableNumber: undefined }))).toBe(false);
  });

  it('what is due never goes below nothing (a refund does not make money owed)', () => {
    expect(dueOf(bill(1, '5', { amountPaid: 200_000 }))).toBe(300_000);
    expect(dueOf(bill(1, '5', { finalPrice: 400_000, amountPaid: 500_000 }))).toBe(0);
  });
});

describe('bills table by table', () => {
  const rows = [bill(4, '12'), bill(3, '5'), bill(2, '2'), bill(1, '5'), bill(5, 'T-1')];

  it('tables in numeric order, each table’s bills in the order they were opened', () => {
    expect(openBillsOf(rows).map((b) => `${b.tableNumber}/${b.orderId}`)).toEqual([
      '2/o2',
      '5/o1',
      '5/o3',
      '12/o4',
      'T-1/o5',
    ]);
  });

  it('adds up the bills, the tables they are at and what is due', () => {
    const paidInPart = bill(6, '2', { amountPaid: 100_000 });
    expect(totalOf(openBillsOf([...rows, paidInPart]))).toEqual({
      bills: 6,
      tables: 4,
      due: 6 * 500_000 - 100_000,
    });
  });

  it('a table’s orders include a paid one until it is finished (the guests still sit there)', () => {
    const paid = bill(2, '5', { amountPaid: 500_000 });
    const byTable = ordersByTable([bill(3, '5'), paid, bill(4, '7', { status: 'FINISHED' })]);
    expect([...byTable.keys()]).toEqual(['5']);
    expect(byTable.get('5')!.map((o) => o.orderId)).toEqual(['o2', 'o3']);
  });
});

describe('following the live order list', () => {
  const page = { rows: [bill(2, '5'), bill(1, '3')], firstPage: true, complete: true };
  const live = (...changes: OrderListRow[]) => overlayLive(page, changes, openInSalon);

  it('a bill opened now joins, whenever the page was read', () => {
    expect(openBillsOf(live(bill(3, '8'))).map((b) => b.orderId)).toEqual(['o1', 'o2', 'o3']);
  });

  it('a round added raises the total; a split payment that settles it takes it off', () => {
    const round = bill(2, '5', { finalPrice: 650_000, itemCount: 3, position: pos(10) });
    expect(openBillsOf(live(round)).find((b) => b.orderId === 'o2')!.finalPrice).toBe(650_000);
    const settled = { ...round, paymentMethod: 'MULTI' as const, amountPaid: 650_000 };
    const after = live({ ...settled, position: pos(11) });
    expect(openBillsOf(after).map((b) => b.orderId)).toEqual(['o1']);
    // Paid, the guests still sit at table 5 until the order is finished.
    expect(
      ordersByTable(after)
        .get('5')!
        .map((o) => o.orderId),
    ).toEqual(['o2']);
  });

  it('the seating changes when an order sits down, leaves or moves — not when it is paid', () => {
    const before = seatingOf(page.rows);
    expect(seatingOf(live(bill(1, '3', { amountPaid: 500_000, position: pos(9) })))).toBe(before);
    expect(seatingOf(live(bill(3, '8')))).not.toBe(before);
    expect(seatingOf(live(bill(1, '3', { status: 'FINISHED', position: pos(9) })))).not.toBe(
      before,
    );
    expect(seatingOf(live(bill(1, '4', { position: pos(9) })))).not.toBe(before);
  });
});

describe('the table, its guests and how long the bill has been open', () => {
  const table = (number: number, partySize?: number) =>
    ({
      number,
      name: `میز ${number}`,
      reservation: partySize
        ? { guestName: 'خانوادهٔ کریمی', phoneNumber: '09121111111', partySize, reservedFor: '' }
        : null,
    }) as DiningTableView;

  it('finds the table by its number; guests are known from its reservation', () => {
    const tables = [table(5, 4), table(12)];
    expect(tableFor(tables, '5')?.name).toBe('میز 5');
    expect(tableFor(tables, '6')).toBeUndefined();
    expect(guestsAt(tableFor(tables, '5'))).toBe(4);
    expect(guestsAt(tableFor(tables, '12'))).toBeUndefined();
    // The bill's own guest count comes first.
    expect(guestsAt(tableFor(tables, '5'), { numberOfCustomers: 3 })).toBe(3);
  });

  it('says how long in Persian minutes and hours', () => {
    const now = new Date('2025-03-21T15:46:30.000Z');
    expect(minutesOpen('2025-03-21T14:31:00.000Z', now)).toBe(75);
    expect(minutesOpen('2025-03-21T15:50:00.000Z', now)).toBe(0);
    expect(durationText(0)).toBe('کمتر از یک دقیقه');
    expect(durationText(45)).toBe('۴۵ دقیقه');
    expect(durationText(75)).toBe('۱ ساعت و ۱۵ دقیقه');
    expect(durationText(120)).toBe('۲ ساعت');
  });
});
