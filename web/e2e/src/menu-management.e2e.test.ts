// Issue 5 in headless Chromium: the owner manages the menu at /bo/toppings and /bo/menu — a
// topping category with its toppings, a category, an item with that topping category, an
// uploaded picture (a PNG made here) and a tag made on the spot, then marks it out of stock —
// while a second window keeps the POS menu board (/bo) open for the whole test and shows every
// change without a reload (a category with no items is not on the POS, so it appears with its
// first item). Then: a category dragged with the keyboard moves on the POS too, a refused
// availability switch flips back with the red toast, and a discount above the price is named
// beside the discount field.
// Screenshots are kept in test-results/screens.
import { deflateSync } from 'node:zlib';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { screensForThisFile, shot } from './platform.ts';

const screens = screensForThisFile();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small real PNG (an orange square with a darker diagonal), so the upload's type check passes. */
function tinyPng(size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([
      0, // no filter
      ...Array.from({ length: size }, (_, x) =>
        Math.abs(x - y) < 3 ? [150, 60, 20] : [240, 140, 50],
      ).flat(),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

let owner: BrowserContext | undefined;

/**
 * A back-office window of the owner. The owner logs in once (a second code for the same phone
 * would wait out the resend delay); every window after shares that session.
 */
async function openBackOffice(): Promise<Page> {
  if (!owner) {
    owner = await screens.browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'fa-IR',
    });
    const page = await owner.newPage();
    await logInToBackOffice(page, screens.platform.url, DEMO_OWNER_PHONE);
    return page;
  }
  const page = await owner.newPage();
  await page.goto(`${screens.platform.url}/bo/`);
  await page.getByTestId('logout').waitFor();
  return page;
}

const isCall = (method: string, path: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname === path;

/** Clicks, waits for the call it makes, and returns the call's JSON answer. */
async function answerOf<T>(page: Page, method: string, path: string, click: () => Promise<void>) {
  const answered = page.waitForResponse((r) => isCall(method, path)(r.request()));
  await click();
  const response = await answered;
  expect(response.status(), await response.text()).toBeLessThan(300);
  return {
    body: (await response.json()) as T,
    sent: response.request().postDataJSON() as Record<string, unknown>,
  };
}

const CATALOG = '/api-catalog/catalog';
/** Many screens and saves in one flow; the machine is shared, so allow it time. */
const LONG_FLOW_MS = 180_000;

/** A Mantine switch is tapped on its label (its checkbox input is visually hidden). */
const switchOf = (page: Page, testId: string) => page.getByTestId(testId).locator('xpath=..');

describe('menu management, followed live by the POS', () => {
  it(
    'owner adds toppings, a category and an item with a picture, marks it out of stock; the open POS shows each change',
    async () => {
      const pos = await openBackOffice();
      await pos.locator('[data-testid^="menu-category-"]').first().waitFor();
      const admin = await openBackOffice();

      // A topping category «سیخ اضافه» with two skewers, at /bo/toppings.
      await admin.getByTestId('nav-bo-toppings').click();
      await admin.getByTestId('topping-category-add').click();
      await admin.getByTestId('topping-category-title').fill('سیخ اضافه');
      await admin.getByTestId('topping-category-minChoices').fill('۱');
      await admin.getByTestId('topping-category-maxChoices').fill('۱');
      await admin.getByTestId('new-topping-title-0').fill('سیخ جوجه');
      await admin.getByTestId('new-topping-price-0').fill('۱۸۰۰۰۰');
      await admin.getByTestId('new-topping-add-row').click();
      await admin.getByTestId('new-topping-title-1').fill('سیخ کوبیده');
      const toppings = await answerOf<{ id: string }>(
        admin,
        'POST',
        `${CATALOG}/toppingcategory`,
        () => admin.getByTestId('topping-category-save').click(),
      );
      expect(toppings.sent).toMatchObject({
        title: 'سیخ اضافه',
        minChoices: 1,
        maxChoices: 1,
        toppings: [
          { title: 'سیخ جوجه', price: 1_800_000 },
          { title: 'سیخ کوبیده', price: 0 },
        ],
      });
      const toppingCard = admin.getByTestId(`topping-category-${toppings.body.id}`);
      await toppingCard.waitFor();
      expect(await toppingCard.innerText()).toContain('۱۸۰٬۰۰۰ تومان');
      await shot(admin, 'menu-admin-toppings');

      // A category at /bo/menu.
      await admin.getByTestId('nav-bo-menu').click();
      await admin.getByTestId('category-add').click();
      await admin.getByTestId('category-title').fill('خوراک محلی');
      const category = await answerOf<{ id: string; order: number }>(
        admin,
        'POST',
        `${CATALOG}/menucategories`,
        () => admin.getByTestId('category-save').click(),
      );
      await admin.getByTestId(`admin-category-${category.body.id}`).waitFor();
      await expect
        .poll(() => admin.getByTestId('selected-category-title').innerText())
        .toBe('خوراک محلی');

      // An item in it: price typed in Toman, the skewer choice, and a picture.
      await admin.getByTestId('item-add').click();
      await admin.getByTestId('item-title').fill('کباب بختیاری');
      await admin.getByTestId('item-description').fill('یک سیخ برگ و یک سیخ جوجه');
      await admin.getByTestId('item-price').fill('۴۲۰۰۰۰');
      await admin.getByTestId('item-topping-categories').click();
      await admin.locator(`[role=option][value="${toppings.body.id}"]`).click();
      await admin.keyboard.press('Escape');
      // A tag the vendor does not have yet is made right there.
      const tagInput = admin.getByTestId('item-tags');
      await tagInput.fill('غذای محلی');
      const tag = await answerOf<{ id: string }>(admin, 'POST', `${CATALOG}/menuitemtag`, () =>
        tagInput.press('Enter'),
      );
      expect(tag.sent).toEqual({ title: 'غذای محلی' });
      const chooser = admin.waitForEvent('filechooser');
      await admin.getByTestId('item-image-pick').click();
      const uploaded = admin.waitForResponse((r) =>
        isCall('POST', '/api-identity/files')(r.request()),
      );
      await (
        await chooser
      ).setFiles({ name: 'kabab.png', mimeType: 'image/png', buffer: tinyPng() });
      expect((await uploaded).status()).toBe(201);
      const preview = admin.getByTestId('item-image-preview');
      await preview.waitFor();
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(32);
      await shot(admin, 'menu-admin-item-form');
      const item = await answerOf<{ id: string; image: string }>(
        admin,
        'POST',
        `${CATALOG}/menuitems`,
        () => admin.getByTestId('item-save').click(),
      );
      expect(item.sent).toMatchObject({
        categoryId: category.body.id,
        title: 'کباب بختیاری',
        price: 4_200_000,
        toppingCategoryIds: [toppings.body.id],
        tagIds: [tag.body.id],
      });
      expect(item.body.image).toMatch(/^\/files\//);
      const row = admin.getByTestId(`admin-item-${item.body.id}`);
      await row.waitFor();
      expect(await row.innerText()).toContain('۴۲۰٬۰۰۰ تومان');

      // The POS, never reloaded, now has the category and the item.
      const posTab = pos.getByTestId(`menu-category-${category.body.id}`);
      await posTab.waitFor({ timeout: 5_000 });
      await posTab.click();
      const posItem = pos.getByTestId(`menu-item-${item.body.id}`);
      await posItem.waitFor();
      expect(await posItem.innerText()).toContain('۴۲۰٬۰۰۰ تومان');
      expect(await posItem.innerText()).toContain('افزودنی دارد');

      // Out of stock with one tap: the row says so at once, the POS a moment later.
      const switched = admin.waitForResponse((r) =>
        isCall('PUT', `${CATALOG}/menuitems`)(r.request()),
      );
      await switchOf(admin, `item-available-${item.body.id}`).click();
      // Optimistic: the row changes before the server answers (after React's next render).
      await expect.poll(() => row.innerText(), { timeout: 2_000 }).toContain('ناموجود');
      const put = await switched;
      expect(put.request().postDataJSON()).toEqual({ id: item.body.id, available: false });
      await expect.poll(() => posItem.innerText(), { timeout: 5_000 }).toContain('ناموجود');
      expect(await posItem.isDisabled()).toBe(true);
      await shot(admin, 'menu-admin');
      await shot(pos, 'menu-admin-pos-follows');

      // The picture is served where the item says.
      const image = await fetch(`${screens.platform.url}${item.body.image}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/png');

      // Dragged (with the keyboard) to the top of the list: saved, and first on the POS too.
      // dnd-kit's keyboard flow: Space picks the row up, each ArrowUp moves it over the row above,
      // Space drops it. Each step waits until dnd-kit announces (in its live region) the row it is
      // now over, so no press lands before the previous move is in; it stops over the first row.
      const rowIds = await admin
        .getByTestId('category-list')
        .locator('[data-order]')
        .evaluateAll((rows) =>
          rows.map((r) => r.getAttribute('data-testid')!.replace('admin-category-', '')),
        );
      const from = rowIds.indexOf(category.body.id);
      expect(from).toBeGreaterThan(0);
      const announced = () => admin.locator('[id^="DndLiveRegion"]').allTextContents();
      const handle = admin.getByTestId(`category-drag-${category.body.id}`);
      await handle.focus();
      await admin.keyboard.press('Space');
      await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true'); // picked up
      for (let i = from - 1; i >= 0; i--) {
        await admin.keyboard.press('ArrowUp');
        await expect
          .poll(announced)
          .toContain(
            `Draggable item ${category.body.id} was moved over droppable area ${rowIds[i]}.`,
          );
      }
      const reordered = admin.waitForResponse(
        (r) =>
          isCall('PUT', `${CATALOG}/menucategories`)(r.request()) &&
          (r.request().postDataJSON() as { id: string }).id === category.body.id,
      );
      await admin.keyboard.press('Space');
      expect((await reordered).request().postDataJSON()).toEqual({
        id: category.body.id,
        order: 1,
      });
      await expect
        .poll(() =>
          admin
            .getByTestId('category-list')
            .locator('[data-order]')
            .first()
            .getAttribute('data-testid'),
        )
        .toBe(`admin-category-${category.body.id}`);
      await expect
        .poll(
          () => pos.locator('[data-testid^="menu-category-"]').first().getAttribute('data-testid'),
          { timeout: 5_000 },
        )
        .toBe(`menu-category-${category.body.id}`);
    },
    LONG_FLOW_MS,
  );

  it(
    'a refused switch flips back with the red toast; a discount above the price is named beside its field',
    async () => {
      const admin = await openBackOffice();
      await admin.getByTestId('nav-bo-menu').click();
      // A demo dish (gateway/src/demo/demo-menu.ts), in stock.
      await admin.getByTestId('category-select-cat-mains').click();
      const itemId = 'item-kabab-koobideh';
      await admin.getByTestId(`admin-item-${itemId}`).waitFor();
      const available = admin.getByTestId(`item-available-${itemId}`);
      expect(await available.isChecked()).toBe(true);

      // The gateway refuses this one change (as it would a stale or forbidden one).
      await admin.route(`**${CATALOG}/menuitems`, (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 409,
              contentType: 'application/problem+json',
              body: JSON.stringify({
                type: 'about:blank',
                title: 'Conflict',
                status: 409,
                code: 'CONCURRENCY_CONFLICT',
                message: 'این رکورد هم‌زمان تغییر کرد؛ دوباره تلاش کنید.',
                errors: [],
              }),
            })
          : route.fallback(),
      );
      await switchOf(admin, `item-available-${itemId}`).click();
      const toast = admin.locator('.mantine-Notification-root').filter({
        hasText: 'این رکورد هم‌زمان تغییر کرد',
      });
      await toast.waitFor();
      await expect.poll(() => available.isChecked()).toBe(true);
      await admin.unroute(`**${CATALOG}/menuitems`);

      // The edit form: a discount above the price comes back from the server beside «تخفیف».
      await admin.getByTestId(`item-edit-${itemId}`).click();
      const price = await admin.getByTestId('item-price').inputValue();
      await admin.getByTestId('item-discount').fill(`${price}۰`);
      await admin.getByTestId('item-save').click();
      const discountField = admin
        .locator('.mantine-InputWrapper-root')
        .filter({ has: admin.getByTestId('item-discount') });
      await expect
        .poll(() => discountField.locator('.mantine-InputWrapper-error').innerText())
        .toBe('تخفیف نمی‌تواند بیشتر از قیمت باشد.');
      await shot(admin, 'menu-admin-field-error');
    },
    LONG_FLOW_MS,
  );
});
