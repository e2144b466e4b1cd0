// The light part of the shared core, for code that must not load the whole engine (a worker
// thread drawing tickets): Tehran's clock, the Jalali calendar, digits. No zod, no machines.
export * from './tehran-time.ts';
export * from './jalali-date.ts';
export * from './digits.ts';
