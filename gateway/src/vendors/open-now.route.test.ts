// "Is it open now" is computed in Asia/Tehran wall-clock time (spec §4), with an end of 00:00
// read as 23:59. A late window crosses midnight as two windows: 18:00–00:00 and 00:00–02:00.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tehranWallClock, Weekday } from '@sofre/engine/vendors';
import { startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { bearer, demoPhone, manyLogins, tokenOf } from './vendors.test-fixtures.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TEHRAN_OFFSET = 3.5 * HOUR; // Iran has kept +03:30 all year since 2022.

/** The next UTC instant, a day or more ahead, at which Tehran's clock shows hh:mm. */
function nextTehran(hh: number, mm: number): Date {
  const tehranNow = Date.now() + TEHRAN_OFFSET;
  const dayStart = Math.floor(tehranNow / DAY) * DAY;
  return new Date(dayStart + DAY + hh * HOUR + mm * 60_000 - TEHRAN_OFFSET);
}

let gw: TestGateway;
let owner = '';
beforeAll(async () => {
  gw = await startTestGateway({ authLimits: manyLogins });
  owner = await tokenOf(gw, demoPhone('owner'));
}, 30_000);
afterAll(() => gw.close());

it('opens and closes around midnight by Tehran time, not UTC', async () => {
  const first = nextTehran(17, 59);
  const day = tehranWallClock(first.toISOString()).weekday;
  const nextDay = Weekday.options[(Weekday.options.indexOf(day) + 1) % 7]!;
  const week = [
    { weekday: day, start: '18:00', end: '00:00' },
    { weekday: nextDay, start: '00:00', end: '02:00' },
  ];
  const set = await gw.app.inject({
    method: 'PUT',
    url: '/api-identity/vendors/me',
    payload: { availabilityTimes: week },
    headers: bearer(owner),
  });
  expect(set.statusCode).toBe(200);

  // The gateway's clock is real time plus an offset: move it so that it reads `instant`.
  let offset = 0;
  const openAt = async (instant: Date) => {
    const target = instant.getTime() - Date.now();
    gw.advanceClock(target - offset);
    offset = target;
    const res = await gw.app.inject({ method: 'GET', url: '/api-identity/availabilitytime' });
    return res.json<{ isOpenNow: boolean }>().isOpenNow;
  };
  expect(await openAt(first)).toBe(false); // 17:59
  const at1759 = await gw.app.inject({ method: 'GET', url: '/api-identity/vendors/landing' });
  const at1800 = new Date(first.getTime() + 60_000).toISOString();
  expect(at1759.json()).toMatchObject({ isOpenNow: false, nextOpening: at1800 });
  expect(await openAt(new Date(first.getTime() + 6 * HOUR))).toBe(true); // 23:59, end 00:00
  expect(await openAt(new Date(first.getTime() + 6.5 * HOUR + 60_000))).toBe(true); // 00:30
  // 02:01 in Tehran is 22:31 UTC of the first day, inside 18:00–00:00 if read as UTC.
  expect(await openAt(new Date(first.getTime() + 8 * HOUR + 2 * 60_000))).toBe(false);
  const landing = await gw.app.inject({ method: 'GET', url: '/api-identity/vendors/landing' });
  // Closed until the same weekday's 18:00 next week.
  const nextWeek = new Date(first.getTime() + 7 * DAY + 60_000).toISOString();
  expect(landing.json()).toMatchObject({ isOpenNow: false, nextOpening: nextWeek });
});
