// When a closed vendor opens next, as the customer reads it. The landing answers the instant
// (nextOpening, UTC: the engine reads the weekday hours in Tehran time, an end of 00:00 as 23:59);
// this says it the Persian way: «امروز ساعت ۱۸:۰۰», «فردا …», or the weekday.
import { tehranClock, type TehranClock, type Weekday } from '@sofre/engine';
import { toPersianDigits } from '@sofre/web-shared';
import { landingMessages } from '../../messages/ordering.messages.ts';

export interface Opening {
  /** 0 today, 1 tomorrow, … (Tehran calendar days from now). */
  readonly inDays: number;
  readonly weekday: Weekday;
  /** HH:mm, Tehran time. */
  readonly start: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (c: TehranClock) => Date.UTC(c.year, c.month - 1, c.day) / DAY_MS;
const two = (n: number) => String(n).padStart(2, '0');

export function openingAt(instantIso: string, nowIso: string): Opening {
  const at = tehranClock(instantIso);
  return {
    inDays: dayNumber(at) - dayNumber(tehranClock(nowIso)),
    weekday: at.weekday,
    start: `${two(at.hour)}:${two(at.minute)}`,
  };
}

export function describeOpening({ inDays, weekday, start }: Opening): string {
  const time = toPersianDigits(start);
  if (inDays === 0) return landingMessages.today(time);
  if (inDays === 1) return landingMessages.tomorrow(time);
  return landingMessages.onDay(landingMessages.weekdays[weekday], time);
}
