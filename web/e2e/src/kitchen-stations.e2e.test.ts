// The kitchen's stations end to end at 1920×1080: a hot-kitchen screen, a bar screen and the expo,
// each its own browser (its own kept station choice) on one login. An open salon bill with lines
// for both stations shows on each screen with only its own lines; the all-day counts follow a
// second order; the bar finishes its part and the expo shows the hot kitchen still cooking; a
// recalled part comes back; a new round on the bill marks its lines new, changed and cancelled.
// The same station screen and the expo on a 1366×768 tablet, with every ticket's bump button on
// screen. The customer's tracker (a phone) shows the time the learned preparation times promise,
// then the ready state once both stations bumped.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { kitchenLogin, wall, wallScreen, type WallStorage } from './kitchen-wall.ts';
import { postAsPage } from './order-api.ts';
import { screensForThisFile, shot } from './platform.ts';

const screens = screensForThisFile();
const HOT = 'station-hot-kitchen';
const BAR = 'station-bar';
const tablet = { ...wall, viewport: { width: 1366, height: 768 }, hasTouch: true };
const phone = { ...wall, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Puts a salon bill (postpaid: confirmed at once, open for more rounds) through the owner's page. */
async function openBill(page: Page, lines: object[], tableNumber: string) {
  const id = randomUUID();
  const status = await postAsPage(
    page,
    { id, tableNumber, numberOfCustomers: 2, lines },
    '/api/orders/postpaid',
  );
  expect(status).toBeLessThan(300);
  return id;
}

/** PUTs `body` to `path` as the page's user (the open bill's round); the HTTP status. */
const putAsPage = (page: Page, body: object, path: string): Promise<number> =>
  page.evaluate(
    async ({ body, path }) => {
      const { state } = JSON.parse(localStorage.getItem('sofre.auth') ?? '{}') as {
        state?: { token?: string };
      };
      const response = await fetch(path, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          'x-vendor-domain': location.hostname,
          authorization: `Bearer ${state?.token}`,
        },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { body, path },
  );

const kebab = { menuItemId: 'item-kabab-koobideh', count: 2 };
const joojeh = { menuItemId: 'item-joojeh-kabab', count: 1 };
const doogh = { menuItemId: 'item-doogh', count: 2 };

describe('kitchen stations', () => {
  it('splits an order between the stations, finishes one, recalls it and marks an edit', async () => {
    const { owner, storage } = await kitchenLogin(screens.browser, screens.platform.url);
    const hot = await wallScreen(screens.browser, screens.platform.url, storage, HOT);
    const bar = await wallScreen(screens.browser, screens.platform.url, storage, BAR);
    const expo = await wallScreen(screens.browser, screens.platform.url, storage);

    const first = await openBill(owner, [kebab, joojeh, doogh], '4');
    const hotTicket = hot.getByTestId(`station-ticket-${HOT}-${first}`);
    const barTicket = bar.getByTestId(`station-ticket-${BAR}-${first}`);
    await hotTicket.waitFor();
    await barTicket.waitFor();
    // Each station sees only its own lines.
    await expect.poll(() => hotTicket.innerText()).toContain('کوبیده');
    expect(await hotTicket.innerText()).not.toContain('دوغ');
    expect(await barTicket.innerText()).toContain('دوغ');
    expect(await barTicket.innerText()).not.toContain('کوبیده');
    await expo.getByTestId(`ticket-${first}`).waitFor();
    const allDay = hot.getByTestId('all-day-item-kabab-koobideh');
    await expect.poll(() => allDay.getAttribute('data-count')).toBe('2');

    const second = await openBill(owner, [{ ...kebab, count: 3 }, doogh], '9');
    await hot.getByTestId(`station-ticket-${HOT}-${second}`).waitFor();
    await expect.poll(() => allDay.getAttribute('data-count')).toBe('5');
    await shot(hot, 'kitchen-hot-station');
    await shot(bar, 'kitchen-bar-station');
    const tablets = await onTablet(owner, storage, [first, second]);

    // The bar finishes its part: it leaves the bar's screen; the expo shows the rest cooking.
    await bar.getByTestId(`bump-${BAR}-${first}`).click();
    await barTicket.waitFor({ state: 'detached' });
    const expoBar = expo.getByTestId(`expo-part-${first}-${BAR}`);
    const expoHot = expo.getByTestId(`expo-part-${first}-${HOT}`);
    await expect.poll(() => expoBar.getAttribute('data-done')).toBe('true');
    expect(await expoHot.getAttribute('data-done')).toBe('false');
    await shot(expo, 'kitchen-expo');

    // Recalled: back on the bar's screen, cooking again on the expo.
    await bar.getByTestId(`recall-${BAR}-${first}`).click();
    await shot(bar, 'kitchen-bar-recall');
    await bar.getByTestId('recall-confirm').click();
    await barTicket.waitFor();
    await expect.poll(() => expoBar.getAttribute('data-done')).toBe('false');

    // A new round: kebab 2 → 3 (changed), joojeh taken off (struck), barg added (new).
    const round = await putAsPage(
      owner,
      {
        orderId: first,
        lines: [
          { id: `${first}:0`, count: 3 },
          { id: `${first}:2`, count: 2 },
          { menuItemId: 'item-kabab-barg', count: 1 },
        ],
      },
      '/api/orders/editpostpaid',
    );
    expect(round).toBe(200);
    const mark = (lineId: string) =>
      hot.getByTestId(`line-${first}-${lineId}`).getAttribute('data-mark');
    await expect.poll(() => mark(`${first}:0`)).toBe('CHANGED');
    expect(await mark(`${first}:1`)).toBe('CANCELLED');
    await shot(hot, 'kitchen-hot-edited');
    // On the tablet's narrower columns the marked lines wrap inside their ticket.
    await expect
      .poll(() => tablets.hot.getByTestId(`line-${first}-${first}:0`).getAttribute('data-mark'))
      .toBe('CHANGED');
    await fitsTheScreen(tablets.hot, [`bump-${HOT}-${first}`, `bump-${HOT}-${second}`]);
    await shot(tablets.hot, 'kitchen-tablet-edited');
    await tablets.close();

    // The hot kitchen finishes: the order is ready and leaves every screen.
    await hot.getByTestId(`bump-${HOT}-${first}`).click();
    await bar.getByTestId(`bump-${BAR}-${first}`).click();
    await expo.getByTestId(`ticket-${first}`).waitFor({ state: 'detached' });
    await shot(expo, 'kitchen-expo-after');
    await onTracker(owner, hot, bar);

    // The shift survives a reload; the browser locks audio again, and the screen says so plainly.
    await hot.getByTestId('start-shift').click();
    await hot.getByTestId('shift-started').waitFor();
    await hot.reload();
    await hot.getByTestId('shift-started').waitFor();
    const locked = hot.getByTestId('audio-locked');
    await locked.waitFor();
    await shot(hot, 'kitchen-audio-locked');
    await hot.getByRole('button', { name: /روشن کردن صدا/ }).click();
    await locked.waitFor({ state: 'detached' });

    // Ten minutes on, the open ticket is late: red, its timer white on red (WCAG AA).
    const later = await (
      await screens.browser.newContext({ ...wall, storageState: storage })
    ).newPage();
    await later.clock.install({ time: new Date(Date.now() + 10 * 60_000) });
    await later.goto(`${screens.platform.url}/kds/`);
    const late = later.getByTestId(`ticket-${second}`);
    await expect.poll(() => late.getAttribute('data-age')).toBe('late');
    const timer = late.getByTestId('ticket-timer');
    expect(await timer.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(255, 255, 255)');
    await shot(later, 'kitchen-late');

    // The back office sees the screens beside the printers, each with its last heartbeat: the
    // three walls, the two tablets, the late view and the login's own (it opened /kds before the
    // back office).
    await owner.goto(`${screens.platform.url}/bo/printers`);
    const health = owner.getByTestId('kitchen-screens-health');
    // The tablet's hot-kitchen screen and expo are two more.
    await expect.poll(() => health.locator('[data-testid^="kitchen-screen-"]').count()).toBe(7);
    expect(await health.innerText()).toContain('آشپزخانه گرم');
    await shot(owner, 'kitchen-screens-health');
  });
});

/**
 * Nothing runs off the side, and each ticket's bump button is on screen without scrolling, above
 * the recall strip that stays at the bottom when there is one.
 */
async function fitsTheScreen(page: Page, bumps: string[]) {
  const { innerWidth, innerHeight } = await page.evaluate(() => ({
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
  }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    innerWidth,
  );
  const strip = page.getByTestId('recall-strip');
  const bottom = (await strip.count()) > 0 ? (await strip.boundingBox())!.y : innerHeight;
  for (const bump of bumps) {
    const box = await page.getByTestId(bump).boundingBox();
    expect(box, bump).not.toBeNull();
    expect(box!.y + box!.height, bump).toBeLessThanOrEqual(bottom);
  }
}

/**
 * The hot kitchen's screen and the expo on a 1366×768 tablet with three tickets (the two open
 * bills and a grill-only one): a row of tickets, each bump button on screen. The grill-only ticket
 * is bumped by touch on the tablet and leaves; the hot screen stays open for the edited ticket.
 */
async function onTablet(owner: Page, storage: WallStorage, orders: string[]) {
  const hot = await wallScreen(screens.browser, screens.platform.url, storage, HOT, tablet);
  const expo = await wallScreen(screens.browser, screens.platform.url, storage, undefined, tablet);
  const grill = await openBill(owner, [{ ...joojeh, count: 2 }], '2');
  const all = [...orders, grill];
  for (const id of all) {
    await hot.getByTestId(`station-ticket-${HOT}-${id}`).waitFor();
    await expo.getByTestId(`ticket-${id}`).waitFor();
  }
  await fitsTheScreen(
    hot,
    all.map((id) => `bump-${HOT}-${id}`),
  );
  await fitsTheScreen(
    expo,
    all.map((id) => `bump-${id}`),
  );
  await shot(hot, 'kitchen-tablet-station');
  await shot(expo, 'kitchen-tablet-expo');
  await hot.getByTestId(`bump-${HOT}-${grill}`).tap();
  await expo.getByTestId(`ticket-${grill}`).waitFor({ state: 'detached' });
  return {
    hot,
    async close() {
      await hot.context().close();
      await expo.context().close();
    },
  };
}

/**
 * A new bill once the bar has bumped a doogh (its cooking time learned): the customer's phone
 * shows when it should be ready; both stations bump it and the phone shows it ready instead.
 */
async function onTracker(owner: Page, hot: Page, bar: Page) {
  const third = await openBill(owner, [kebab, doogh], '6');
  const context = await screens.browser.newContext(phone);
  const tracker = await context.newPage();
  await tracker.goto(`${screens.platform.url}/orders/${third}`);
  const readyTime = tracker.getByTestId('tracker-ready-time');
  await expect.poll(() => readyTime.getAttribute('data-kind')).toBe('expected');
  expect(await readyTime.innerText()).toMatch(/^آماده حدود ساعت [۰-۹]{2}:[۰-۹]{2}$/);
  await shot(tracker, 'kitchen-tracker-expected');

  await bar.getByTestId(`bump-${BAR}-${third}`).click();
  await hot.getByTestId(`bump-${HOT}-${third}`).click();
  await expect
    .poll(() => tracker.getByTestId('tracker-status').getAttribute('data-status'))
    .toBe('READYTOSERVE');
  await expect.poll(() => readyTime.getAttribute('data-kind')).toBe('ready');
  expect(await readyTime.innerText()).toContain('آماده است');
  await shot(tracker, 'kitchen-tracker-ready');
  await context.close();
}
