// The printers screen in headless Chromium, as the owner, with the sandbox printer on a port of its
// own: an order's kitchen ticket prints on the kitchen printer (the sandbox keeps it as PNG) while
// the counter printer is off; the health panel shows the kitchen printer healthy and the counter
// printer failing with its reason and its waiting ticket, then — a minute later on the page's
// clock — the red warning; axe finds nothing serious in either. Screenshots in test-results/screens.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { MenuCategoryView, PrintersHealth } from '@sofre/engine/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditPage, readable } from './axe-audit.ts';
import { DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { getAsPage, postAsPage } from './order-api.ts';
import { screensForThisFile, shot } from './platform.ts';

const freePort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
};

let kitchenPort = 0;
let counterPort = 0;
const screens = screensForThisFile(async () => {
  [kitchenPort, counterPort] = [await freePort(), await freePort()];
  return { PRINTER_SANDBOX: 'on', PRINTER_SANDBOX_PORTS: String(kitchenPort) };
});

/** PUTs a demo printer to 127.0.0.1:port as the page's user. */
const movePrinter = (page: Page, id: string, port: number) =>
  page.evaluate(
    async ({ id, port }) => {
      const { state } = JSON.parse(localStorage.getItem('sofre.auth') ?? '{}') as {
        state?: { token?: string };
      };
      const headers = {
        'content-type': 'application/json',
        'x-vendor-domain': location.hostname,
        authorization: `Bearer ${state?.token}`,
      };
      const path = '/api-catalog/catalog/printers';
      const current = await (await fetch(`${path}/${id}`, { headers })).json();
      const body = JSON.stringify({ ...current, ip: '127.0.0.1', port });
      return (await fetch(path, { method: 'PUT', headers, body })).status;
    },
    { id, port },
  );

const sellingIn = (menu: readonly MenuCategoryView[], categories: readonly string[]) =>
  menu
    .filter((c) => categories.includes(c.id))
    .flatMap((c) => c.items)
    .find((i) => i.available && i.active && i.sellsNow && i.toppingCategories.length === 0);

describe('printers’ health', () => {
  it('shows a printer that prints, one that does not and why, and warns after a minute', async () => {
    const page = await screens.browser.newPage({
      viewport: { width: 1440, height: 900 },
      locale: 'fa-IR',
      timezoneId: 'Asia/Tehran',
    });
    await logInToBackOffice(page, screens.platform.url, DEMO_OWNER_PHONE);
    expect(await movePrinter(page, 'printer-kitchen', kitchenPort)).toBe(200);
    expect(await movePrinter(page, 'printer-counter', counterPort)).toBe(200);

    const menu = await screens.menu();
    const dish = sellingIn(menu, [
      'cat-appetizers',
      'cat-mains',
      'cat-stews',
      'cat-polo',
      'cat-pizza',
    ]);
    const drink = sellingIn(menu, ['cat-drinks', 'cat-desserts']);
    const lines = [dish, drink].flatMap((item) =>
      item ? [{ menuItemId: item.id, count: 1 }] : [],
    );
    expect(lines).toHaveLength(2);
    expect(await postAsPage(page, { id: randomUUID(), lines })).toBe(201);

    const health = () => getAsPage<PrintersHealth>(page, '/api/health/printers');
    const of = (h: PrintersHealth, id: string) => h.printers.find((p) => p.printerId === id)!;
    await expect
      .poll(
        async () => {
          const h = await health();
          return [of(h, 'printer-kitchen').status, of(h, 'printer-counter').status];
        },
        { timeout: 15_000 },
      )
      .toEqual(['OK', 'FAILING']);
    const prints = await (await fetch(`${screens.platform.url}/sandbox/printer/prints`)).json();
    expect((prints as { prints: { width: number }[] }).prints[0]).toMatchObject({ width: 576 });

    await page.getByTestId('nav-bo-printers').click();
    await page.waitForURL('**/bo/printers');
    const kitchenRow = page.getByTestId('printer-health-printer-kitchen');
    const counterRow = page.getByTestId('printer-health-printer-counter');
    await expect.poll(() => kitchenRow.getAttribute('data-status')).toBe('OK');
    expect(await counterRow.getAttribute('data-status')).toBe('FAILING');
    expect(await counterRow.innerText()).toContain('اتصال را نپذیرفت');
    expect(await page.getByTestId('printer-down-alert').count()).toBe(0);
    await shot(page, 'printers-1-health-failing', { fullPage: true });
    const panel = { include: '[data-testid="printer-health"]' };
    expect(readable(await auditPage(page, panel)), 'axe on the health panel').toEqual([]);

    // A minute later the counter printer still fails: the back office says so in red.
    await page.clock.setFixedTime(new Date(Date.now() + 65_000));
    await page.getByTestId('nav-bo-menu').click();
    await page.getByTestId('nav-bo-printers').click();
    await page.getByTestId('printer-down-alert').waitFor();
    expect(await page.getByTestId('printer-down-alert').innerText()).toContain('چاپگر صندوق');
    expect(await counterRow.getAttribute('data-status')).toBe('DOWN');
    await shot(page, 'printers-2-health-down', { fullPage: true });
    expect(readable(await auditPage(page, panel)), 'axe with the warning').toEqual([]);
  });
});
