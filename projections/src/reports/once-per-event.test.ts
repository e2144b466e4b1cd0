// The per-event cache of the report projections: one working-out per event and row before it.
import { describe, expect, it } from 'vitest';
import { oncePerEvent } from './once-per-event.ts';

describe('oncePerEvent', () => {
  it('works an event out once for all its rows, and afresh for another row before it', () => {
    let worked = 0;
    const changeOf = oncePerEvent((event: { amount: number }, before: { total: number }) => {
      worked += 1;
      return { total: before.total + event.amount };
    });
    const [event, mark] = [{ amount: 5 }, { total: 10 }];
    expect(changeOf(event, mark, undefined)).toEqual({ total: 15 });
    expect(changeOf(event, mark, undefined)).toBe(changeOf(event, mark, undefined));
    expect(worked).toBe(1);
    // A replay of the same event over a row that moved on: worked out again, not remembered.
    expect(changeOf(event, { total: 15 }, undefined)).toEqual({ total: 20 });
    expect(changeOf({ amount: 1 }, mark, undefined)).toEqual({ total: 11 });
    expect(worked).toBe(3);
  });
});
