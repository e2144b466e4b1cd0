import { describe, expect, it } from 'vitest';
import { liveRowKey, type KitchenTicket } from '@sofre/engine/contracts';
import { aTicket, at } from './live.test-fixtures.ts';
import {
  applyChange,
  applySignal,
  applySnapshot,
  comparePositions,
  emptyTopic,
} from './topic-state.ts';

const topic = 'kitchen-stations' as const;
const snapshot = (position: number, rows = [aTicket('o1', 1), aTicket('o2', 2)]) =>
  applySnapshot(emptyTopic, { type: 'snapshot', topic, position: at(position), rows });
const change = (row: ReturnType<typeof aTicket>) =>
  ({ type: 'change', topic, position: row.position, row }) as const;

describe('topic state', () => {
  it('keeps how many rows the snapshot left out, and forgets it with the next snapshot', () => {
    const rows = [aTicket('o1', 1)];
    const bounded = applySnapshot(emptyTopic, {
      type: 'snapshot',
      topic,
      position: at(1),
      rows,
      hidden: 7,
    });
    expect(bounded.hidden).toBe(7);
    expect(applySnapshot(bounded, { type: 'snapshot', topic, position: at(2), rows }).hidden).toBe(
      0,
    );
  });

  it('orders positions as the log does', () => {
    expect(comparePositions(at(9), at(10))).toBeLessThan(0);
    expect(comparePositions(at(10), at(10))).toBe(0);
    expect(comparePositions('9', '10')).toBeLessThan(0);
    expect(comparePositions(`${at(2)}:${at(1)}`, `${at(1)}:${at(5)}`)).toBeGreaterThan(0);
    expect(comparePositions(at(9), '10')).toBeLessThan(0); // as positions, not strings
  });

  it('positions that cannot be ordered count as equal', () => {
    expect(comparePositions('garbage', at(1))).toBe(0);
    expect(comparePositions(at(1), `${at(1)}:${at(1)}`)).toBe(0);
  });

  it('a snapshot gives the rows keyed by order id and its position, caught up', () => {
    const state = snapshot(2);
    expect([...state.rows.keys()]).toEqual(['o1', 'o2']);
    expect(state).toMatchObject({ position: at(2), synced: true });
  });

  it('a change replaces its row and moves the position on', () => {
    const moved = { ...aTicket('o1', 3), tableNumber: '9' };
    const state = applyChange(snapshot(2), change(moved));
    expect((state.rows.get('o1') as KitchenTicket | undefined)?.tableNumber).toBe('9');
    expect(state.position).toBe(at(3));
  });

  it('a change at or before the known position is ignored (already applied)', () => {
    const state = snapshot(5);
    expect(applyChange(state, change(aTicket('o9', 5)))).toBe(state);
    expect(applyChange(state, change(aTicket('o9', 4)))).toBe(state);
  });

  it('a snapshot older than the known position replaces it, and the changes after it apply', () => {
    // The client knew position 900 of a log since restored from a backup that ends at 5.
    const stale = applyChange(snapshot(2), change(aTicket('o3', 900)));
    const fresh = applySnapshot(stale, {
      type: 'snapshot',
      topic,
      position: at(5),
      rows: [aTicket('o7', 5)],
    });
    expect(fresh).toMatchObject({ position: at(5), synced: true });
    expect([...fresh.rows.keys()]).toEqual(['o7']);
    const next = applyChange(fresh, change(aTicket('o8', 6)));
    expect([...next.rows.keys()]).toEqual(['o7', 'o8']);
    expect(next.position).toBe(at(6));
  });

  it('a change whose position cannot be ordered against the known one is applied, not dropped', () => {
    const state = applySnapshot(emptyTopic, {
      type: 'snapshot',
      topic,
      position: 'garbage',
      rows: [],
    });
    const next = applyChange(state, change(aTicket('o1', 1)));
    expect([...next.rows.keys()]).toEqual(['o1']);
    expect(next.position).toBe(at(1));
  });

  it('a snapshot takes back from the recall list a ticket that is open again', () => {
    const recalled = applyChange(snapshot(2), change(aTicket('o1', 3, false)));
    expect(recalled.closed.map(liveRowKey)).toEqual(['o1']);
    const again = applySnapshot(recalled, {
      type: 'snapshot',
      topic,
      position: at(4),
      rows: [aTicket('o1', 4)],
    });
    expect(again.closed).toEqual([]);
    expect([...again.rows.keys()]).toEqual(['o1']);
  });

  it('a closed kitchen ticket leaves the rows for the recall list, newest first', () => {
    let state = applyChange(snapshot(2), change(aTicket('o1', 3, false)));
    state = applyChange(state, change(aTicket('o2', 4, false)));
    expect([...state.rows.keys()]).toEqual([]);
    expect(state.closed.map(liveRowKey)).toEqual(['o2', 'o1']);
  });

  it('a snapshot row that is already closed goes to the recall list, not the board', () => {
    const state = snapshot(3, [aTicket('o1', 1), aTicket('o2', 3, false)]);
    expect([...state.rows.keys()]).toEqual(['o1']);
    expect(state.closed.map(liveRowKey)).toEqual(['o2']);
  });

  it('a signal (menu, records) moves the position and marks the topic synced, with no rows', () => {
    const state = applySignal(emptyTopic, at(7));
    expect(state).toMatchObject({ position: at(7), synced: true });
    expect(state.rows.size).toBe(0);
    expect(applySignal(state, at(8))).not.toBe(state); // a new state: listeners refetch
  });
});
