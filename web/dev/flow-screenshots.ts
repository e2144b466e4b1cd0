// Drives the three apps against a running gateway (npm start) with the demo menu, and saves a
// screenshot at each step: POS order taking, the kitchen board, the customer's tracker.
// Usage: npx tsx web/dev/flow-screenshots.ts [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { DEMO_CASHIER_PHONE, logInToBackOffice } from '../e2e/src/back-office-login.ts';

const [base = 'http://localhost:3000', out = 'test-results/screenshots'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function open(path: string, width = 1440, height = 900): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (e) => console.error(`${path} pageerror:`, e.message));
  page.on('console', (m) => m.type() === 'error' && console.error(`${path} console:`, m.text()));
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  return page;
}

const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  console.log('saved', `${out}/${name}.png`);
};

try {
  // POS: a pizza with toppings, two kababs merged into one line, table and guests.
  // The back office asks for a login: the demo cashier, with the code from the sandbox outbox.
  const pos = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await logInToBackOffice(pos, base, DEMO_CASHIER_PHONE, {
    onStep: async (step) => shot(pos, `pos-0-login-${step}`),
  });
  await pos.waitForLoadState('networkidle');
  await shot(pos, 'pos-1-menu');
  await pos.getByTestId('menu-category-cat-pizza').click();
  await pos.getByTestId('menu-item-item-pizza-special').click();
  await pos.getByTestId('topping-top-size-large').click();
  await pos.getByTestId('topping-top-extra-cheese').click();
  await shot(pos, 'pos-2-toppings');
  await pos.getByTestId('topping-confirm').click();
  await pos.getByTestId('menu-category-cat-mains').click();
  await pos.getByTestId('menu-item-item-kabab-barg').click();
  await pos.getByTestId('menu-item-item-kabab-barg').click();
  await pos.getByTestId('table-number').fill('۷');
  await pos.getByTestId('number-of-customers').fill('3');
  await pos.getByTestId('order-description').fill('پیتزا بدون پیاز، کباب با گوجه اضافه');
  await shot(pos, 'pos-3-draft');
  const created = pos.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await pos.getByTestId('submit-order').click();
  const accepted = (await (await created).json()) as { id: string; status: string };
  console.log('order', accepted);
  await pos.waitForTimeout(600);
  await shot(pos, 'pos-4-submitted');
  await pos.getByTestId('tab-orders').click();
  await pos.waitForTimeout(300);
  await shot(pos, 'pos-5-orders');

  // A refusal: a courier order without an address shows the server's Persian message in red.
  await pos.getByTestId('tab-new-order').click();
  await pos.getByTestId('menu-item-item-kabab-barg').click();
  await pos.getByTestId('delivery-type').getByText('ارسال با پیک').click();
  await pos.getByTestId('submit-order').click();
  await pos.locator('.mantine-Notification-root').filter({ hasText: 'خطا' }).first().waitFor();
  await pos.waitForTimeout(500); // the toast's entry transition
  await shot(pos, 'pos-6-refused');

  // KDS: the new ticket is on the board; bump it and it moves to the recall strip.
  const kds = await open('/kds/');
  await kds.getByTestId(`ticket-${accepted.id}`).waitFor();
  await shot(kds, 'kds-1-board');

  // Tracker before and after the bump.
  const site = await open(`/orders/${accepted.id}?table=7`);
  await site.getByTestId('tracker-status').waitFor();
  await shot(site, 'site-1-tracker');

  await kds.getByTestId(`bump-${accepted.id}`).click();
  await kds.getByTestId(`ticket-${accepted.id}`).waitFor({ state: 'detached' });
  await kds.waitForTimeout(300);
  await shot(kds, 'kds-2-bumped');
  await site.locator('[data-testid="tracker-status"][data-status^="READY"]').waitFor();
  await shot(site, 'site-2-ready');

  const mobile = await open(`/?order=${accepted.id}&table=7`, 390, 844);
  await mobile.getByTestId('tracker-status').waitFor();
  await shot(mobile, 'site-3-mobile');
} finally {
  await browser.close();
}
