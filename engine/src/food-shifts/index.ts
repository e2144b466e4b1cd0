// @sofre/engine/food-shifts: the weekday hours in which menu items sell.
export * from './food-shift.kind.ts';
export * from './shift-times.ts';
