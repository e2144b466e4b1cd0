// How late a ticket is, by the time since it was submitted. Fresh KDS defaults (FIELD-NOTES):
// yellow at 5 minutes, red at 8.
export type AgeLevel = 'fresh' | 'warning' | 'late';

export const WARNING_AFTER_MS = 5 * 60_000;
export const LATE_AFTER_MS = 8 * 60_000;
/** A ticket this young is marked new, so the cook sees what just arrived. */
export const NEW_FOR_MS = 60_000;

export const ticketAge = (submittedAt: string, now: Date): number =>
  Math.max(0, now.getTime() - new Date(submittedAt).getTime());

export function ageLevel(ageMs: number): AgeLevel {
  if (ageMs >= LATE_AFTER_MS) return 'late';
  if (ageMs >= WARNING_AFTER_MS) return 'warning';
  return 'fresh';
}

/** Mantine colours per level, for the card's border and header. */
export const ageColors: Record<AgeLevel, string> = {
  fresh: 'dark.4',
  warning: 'yellow.6',
  late: 'red.7',
};
