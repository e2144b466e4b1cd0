// Arithmetic on the UTC ISO instants that come in with commands (metadata.now): the identity
// rules count seconds between them. No clock is read here.
const ms = (iso: string): number => Date.parse(iso);

/** Whole seconds from `from` to `to`; negative when `to` is earlier. */
export const secondsBetween = (from: string, to: string): number => (ms(to) - ms(from)) / 1000;

export const addSeconds = (iso: string, seconds: number): string =>
  new Date(ms(iso) + seconds * 1000).toISOString();

/** `at` is at or after `deadline`. */
export const reached = (at: string, deadline: string): boolean => ms(at) >= ms(deadline);
