// A food shift's rules: windows end after they start and do not overlap within a day, titles are
// unique per vendor; and when a shift (and what names it) sells.
import { describe, expect, it } from 'vitest';
import type { AvailabilityTime, Weekday } from '../vendors/availability.ts';
import {
  foodShiftKind,
  sellsInShifts,
  shiftSellsAt,
  type FoodShiftFields,
} from './food-shift.kind.ts';
import { IRANIAN_WEEK, shiftTimeErrors, sortedTimes } from './shift-times.ts';
import { recordsOf, refusalOf } from './record-kind.test-fixtures.ts';

const shifts = recordsOf(foodShiftKind);
const everyDay = (start: string, end: string): AvailabilityTime[] =>
  IRANIAN_WEEK.map((weekday) => ({ weekday, start, end }));
const lunch = { title: 'ناهار', times: everyDay('11:00', '16:00') };
const dinner = { title: 'شام', times: everyDay('18:00', '00:00') };
const on = (weekday: Weekday, start: string, end: string) => ({ weekday, start, end });

describe('writing a food shift', () => {
  it('creates a shift, active unless said otherwise', () => {
    const [event] = shifts.create({}, 'shift-lunch', lunch);
    expect(event).toEqual({
      type: 'FoodShiftCreated',
      data: { id: 'shift-lunch', fields: { ...lunch, active: true } },
    });
  });

  it('accepts a dinner that ends at midnight (00:00 is the end of the day)', () => {
    expect(shifts.create({}, 'shift-dinner', dinner)).toHaveLength(1);
  });

  it('refuses a window that ends before it starts, naming the window', () => {
    const refusal = refusalOf(() =>
      shifts.create({}, 's', {
        title: 'شب',
        times: [on('SAT', '18:00', '23:00'), on('SUN', '18:00', '02:00')],
      }),
    );
    expect(refusal).toMatchObject({
      code: 'FOOD_SHIFT_END_BEFORE_START',
      errors: [{ field: 'times.1.end', code: 'FOOD_SHIFT_END_BEFORE_START' }],
    });
    expect(refusal.errors[0]!.message).toBe('ساعت پایان باید بعد از ساعت شروع باشد.');
  });

  it('refuses windows of one day that overlap, but not ones that only touch or fall on other days', () => {
    const overlapping = [
      on('MON', '11:00', '16:00'),
      on('TUE', '12:00', '13:00'),
      on('MON', '15:00', '18:00'),
    ];
    expect(
      refusalOf(() => shifts.create({}, 's', { title: 'ناهار', times: overlapping })),
    ).toMatchObject({
      code: 'FOOD_SHIFT_TIMES_OVERLAP',
      errors: [{ field: 'times.2.start' }],
    });
    const touching = [
      on('MON', '11:00', '16:00'),
      on('MON', '16:00', '18:00'),
      on('TUE', '15:00', '17:00'),
    ];
    expect(shifts.create({}, 's', { title: 'ناهار', times: touching })).toHaveLength(1);
  });

  it('refuses a title another shift has, however it is typed', () => {
    const refusal = refusalOf(() =>
      shifts.create({ a: lunch }, 'b', { ...dinner, title: ' ناهار ' }),
    );
    expect(refusal).toMatchObject({ code: 'FOOD_SHIFT_TITLE_TAKEN', errors: [{ field: 'title' }] });
    const arabicYeh = { ...dinner, title: 'شیفت' };
    expect(
      refusalOf(() => shifts.create({ a: arabicYeh }, 'b', { ...lunch, title: 'شيفت' })).code,
    ).toBe('FOOD_SHIFT_TITLE_TAKEN');
  });

  it('lets a shift keep its own title when it changes, and changing nothing records nothing', () => {
    const changed = shifts.change({ a: lunch }, 'a', { ...lunch, active: false });
    expect(changed).toEqual([
      { type: 'FoodShiftChanged', data: { id: 'a', fields: { ...lunch, active: false } } },
    ]);
    expect(shifts.change({ a: lunch }, 'a', { ...lunch, active: true })).toEqual([]);
  });

  it('refuses a shift without hours and malformed times', () => {
    expect(refusalOf(() => shifts.create({}, 's', { title: 'ناهار', times: [] })).code).toBe(
      'INVALID_INPUT',
    );
    const badTime = refusalOf(() =>
      shifts.create({}, 's', { title: 'ناهار', times: [on('SAT', '24:00', '25:00')] }),
    );
    expect(badTime.errors.map((e) => e.field)).toEqual(['times.0.start', 'times.0.end']);
  });

  it('refuses to change or remove a shift the vendor does not have', () => {
    expect(refusalOf(() => shifts.change({}, 'nope', lunch)).code).toBe('FOOD_SHIFT_NOT_FOUND');
    expect(refusalOf(() => shifts.remove({}, 'nope')).code).toBe('FOOD_SHIFT_NOT_FOUND');
    expect(shifts.remove({ a: lunch }, 'a')).toEqual([
      { type: 'FoodShiftRemoved', data: { id: 'a' } },
    ]);
  });
});

describe('shiftTimeErrors', () => {
  it('reports backwards windows first, then overlaps, each by its index', () => {
    const errors = shiftTimeErrors([
      on('FRI', '20:00', '19:00'),
      on('FRI', '10:00', '12:00'),
      on('FRI', '10:00', '12:00'),
    ]);
    expect(errors.map((e) => `${e.field} ${e.code}`)).toEqual([
      'times.0.end FOOD_SHIFT_END_BEFORE_START',
      'times.2.start FOOD_SHIFT_TIMES_OVERLAP',
    ]);
  });

  it('sorts windows in the Iranian week, Saturday first', () => {
    const sorted = sortedTimes([
      on('FRI', '10:00', '11:00'),
      on('SAT', '12:00', '13:00'),
      on('SAT', '08:00', '09:00'),
    ]);
    expect(sorted.map((t) => `${t.weekday} ${t.start}`)).toEqual([
      'SAT 08:00',
      'SAT 12:00',
      'FRI 10:00',
    ]);
  });
});

describe('when a shift sells', () => {
  // Saturday 2025-06-07: 12:30 and 17:00 in Tehran (UTC+03:30).
  const saturdayNoon = '2025-06-07T09:00:00.000Z';
  const saturdayAfternoon = '2025-06-07T13:30:00.000Z';
  const fields = (f: typeof lunch & { active?: boolean }): FoodShiftFields =>
    foodShiftKind.fields.parse(f);

  it('sells inside its windows in Tehran time, and never when inactive', () => {
    expect(shiftSellsAt(fields(lunch), saturdayNoon)).toBe(true);
    expect(shiftSellsAt(fields(lunch), saturdayAfternoon)).toBe(false);
    expect(shiftSellsAt(fields({ ...lunch, active: false }), saturdayNoon)).toBe(false);
  });

  it('an item sells in any of its shifts; with none (or only unknown ones) always', () => {
    const all = new Map([
      ['shift-lunch', fields(lunch)],
      ['shift-dinner', fields(dinner)],
    ]);
    expect(sellsInShifts(['shift-dinner'], all, saturdayNoon)).toBe(false);
    expect(sellsInShifts(['shift-dinner', 'shift-lunch'], all, saturdayNoon)).toBe(true);
    expect(sellsInShifts([], all, saturdayAfternoon)).toBe(true);
    expect(sellsInShifts(['gone'], all, saturdayAfternoon)).toBe(true);
  });
});
