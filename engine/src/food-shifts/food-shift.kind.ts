// A food shift: the weekday hours in which the items and categories that name it sell (صبحانه،
// ناهار، شام). An item with no shift sells whenever the vendor is open. Hours are Tehran wall-clock
// time; an end of 00:00 means the end of the day (23:59), as for the vendor's own hours (spec §4).
import { z } from 'zod';
import { errorMessages, type FieldError } from '../shared/domain-error.ts';
import { defineRecordKind } from '../records/record.decider.ts';
import { roleNameKey as nameKey } from '../staff/role.ts';
import { AvailabilityTime, isOpenAt } from '../vendors/availability.ts';
import { shiftTimeErrors } from './shift-times.ts';

export const FoodShiftFields = z.object({
  title: z.string().trim().min(1).max(100),
  /** One window per weekday it sells (the same shape as the vendor's opening hours). */
  times: z.array(AvailabilityTime).min(1).max(100),
  active: z.boolean().default(true),
});
export type FoodShiftFields = z.output<typeof FoodShiftFields>;

const titleTaken = (field: string): FieldError => ({
  field,
  code: 'FOOD_SHIFT_TITLE_TAKEN',
  message: errorMessages.FOOD_SHIFT_TITLE_TAKEN,
});

export const foodShiftKind = defineRecordKind({
  kind: 'food-shift',
  eventPrefix: 'FoodShift',
  notFound: 'FOOD_SHIFT_NOT_FOUND',
  fields: FoodShiftFields,
  // Titles compare as role names do (ی/ي, spaces and case do not make another shift).
  check: (fields, others) => [
    ...shiftTimeErrors(fields.times),
    ...(others.some((o) => nameKey(o.fields.title) === nameKey(fields.title))
      ? [titleTaken('title')]
      : []),
  ],
});

/** Whether a shift sells at a UTC instant (Tehran wall clock); an inactive shift never does. */
export const shiftSellsAt = (shift: FoodShiftFields, instantUtcIso: string): boolean =>
  shift.active && isOpenAt(shift.times, instantUtcIso);

/**
 * Whether something naming these shifts sells now: no shifts → always; otherwise at least one of
 * the named shifts (unknown ids are ignored; all unknown counts as none named).
 */
export function sellsInShifts(
  shiftIds: readonly string[],
  shifts: ReadonlyMap<string, FoodShiftFields>,
  instantUtcIso: string,
): boolean {
  const known = shiftIds.flatMap((id) => shifts.get(id) ?? []);
  return known.length === 0 || known.some((s) => shiftSellsAt(s, instantUtcIso));
}
