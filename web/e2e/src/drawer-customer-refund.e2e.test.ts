// Issue 30 §6, §11, §13 in headless Chromium at 1366×768. The back office report grids put each
// total under its own column: the paid orders' amount under «مبلغ سفارش» (no «—»), item sales'
// count and amount under theirs. The POS order drawer of a courier order shows its customer (name,
// a phone to dial, the address, the order's notes), to the owner and to the cashier; the cashier,
// who may not refund, sees the refund button off with why; a refunded unit is marked on its line
// with its amount struck through. Screenshots in test-results/screens (drawer-customer-*.png).
import { randomUUID } from 'node:crypto';
import type { PaidOrdersReport, OrderItemSalesReport } from '@sofre/engine/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CASHIER_PHONE, DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { getAsPage, plainDish } from './order-api.ts';
import { screensForThisFile, shot } from './platform.ts';
import { sendAsPage } from './site-customer.ts';

const screens = screensForThisFile();
const VIEWPORT = { width: 1366, height: 768 };
/** A demo customer with an address on the map (the demo seed). */
const SARA = { id: 'demo-customer-1', phone: '09121000001', name: 'سارا رضایی' };
const NOTE = 'زنگ دوم را بزنید';
const DESCRIPTION = 'بدون پیاز';
/** An amount in Rial as the back office shows it in Toman. */
const toman = (rial: number) =>
  new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 }).format(rial / 10);

let owner: Page;
let cashier: Page;
let courierOrderId = '';

const newPage = () =>
  screens.browser.newPage({ viewport: VIEWPORT, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });

async function send(page: Page, method: 'POST' | 'PUT', path: string, body: object) {
  const answer = await sendAsPage(page, method, path, body);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
}

/** A courier order to Sara's address, kabab ×2, with the customer's words and a staff note. */
async function takeCourierOrder(): Promise<string> {
  const dish = plainDish(await screens.menu());
  const id = randomUUID();
  await send(owner, 'POST', '/api/orders', {
    id,
    deliveryType: 'DELIVER',
    paymentMethod: 'CARD',
    addressId: `${SARA.id}-address-1`,
    customer: { id: SARA.id, phone: SARA.phone },
    description: DESCRIPTION,
    note: NOTE,
    lines: [{ menuItemId: dish.id, count: 2 }],
  });
  return id;
}

const payAll = (orderId: string) =>
  send(owner, 'POST', '/api/payments/manualpaybypos', { orderId, paymentId: randomUUID() });

async function openDrawer(page: Page, orderId: string): Promise<Locator> {
  await page.getByTestId('tab-orders').click();
  await page.getByTestId(`order-row-${orderId}`).click();
  const drawer = page.getByTestId('order-drawer-body');
  await drawer.waitFor();
  return drawer;
}

async function closeDrawer(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId('order-drawer-body').waitFor({ state: 'detached' });
}

/** The totals row's cell under a column. */
const totalUnder = (grid: Locator, field: string) =>
  grid.locator(`.ag-row-pinned [col-id="${field}"]`);

beforeAll(async () => {
  owner = await newPage();
  cashier = await newPage();
  await logInToBackOffice(owner, screens.platform.url, DEMO_OWNER_PHONE);
  await logInToBackOffice(cashier, screens.platform.url, DEMO_CASHIER_PHONE);
  courierOrderId = await takeCourierOrder();
  await payAll(courierOrderId);
}, 90_000);

describe('the POS order drawer of a courier order', () => {
  it('shows the customer: name, a phone to dial, the address and the notes', async () => {
    const drawer = await openDrawer(owner, courierOrderId);
    const customer = drawer.getByTestId('order-customer');
    await expect
      .poll(() => customer.getByTestId('order-customer-name').innerText())
      .toBe(SARA.name);
    const call = customer.getByTestId('order-customer-call');
    expect(await call.getAttribute('href')).toBe(`tel:${SARA.phone}`);
    expect(await call.innerText()).toBe('۰۹۱۲۱۰۰۰۰۰۱');
    expect(await customer.getByTestId('order-customer-address').innerText()).not.toBe('');
    expect(await customer.getByTestId('order-customer-description').innerText()).toBe(DESCRIPTION);
    expect(await customer.getByTestId('order-customer-note').innerText()).toBe(NOTE);
    const box = await owner.getByTestId('order-lines').boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORT.height);
    await shot(owner, 'drawer-customer-owner');
  });

  it('marks a refunded unit on its line and strikes its amount through', async () => {
    const order = await getAsPage<{ lines: { id: string }[] }>(
      owner,
      `/api/orders/${courierOrderId}`,
    );
    const line = order.lines[0]!.id;
    await send(owner, 'PUT', '/api/orders/refund', {
      orderId: courierOrderId,
      refundId: randomUUID(),
      lines: [{ id: line, count: 1 }],
    });
    const row = owner.locator(`[data-testid="order-line"][data-line="${line}"]`);
    await expect.poll(() => row.getAttribute('data-refunded')).toBe('1');
    expect(await row.getByTestId('order-line-refunded').innerText()).toBe('۱ عدد بازپرداخت شد');
    const struck = row.getByTestId('order-line-struck');
    expect(await struck.evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe(
      'line-through',
    );
    // The owner may refund what is left.
    expect(await owner.getByTestId('order-refund').isDisabled()).toBe(false);
    await shot(owner, 'drawer-customer-refunded-line');
    await closeDrawer(owner);
  });

  it('the cashier sees the customer too, and the refund off with why', async () => {
    const drawer = await openDrawer(cashier, courierOrderId);
    await expect.poll(() => drawer.getByTestId('order-customer-name').innerText()).toBe(SARA.name);
    const refund = cashier.getByTestId('order-refund');
    expect(await refund.isDisabled()).toBe(true);
    expect(await refund.getAttribute('data-blocked')).toBe('permission');
    await cashier.getByTestId('order-refund-hint').hover();
    const tooltip = cashier.getByRole('tooltip');
    await expect.poll(() => tooltip.innerText()).toContain('بازپرداخت وجه سفارش');
    expect(await drawer.getByTestId('order-line-refunded').count()).toBe(1);
    await shot(cashier, 'drawer-customer-cashier-refund-off');
    await closeDrawer(cashier);
  });

  it('an order with nothing paid: refund off, saying nothing was paid', async () => {
    const unpaid = await takeCourierOrder();
    await openDrawer(owner, unpaid);
    const refund = owner.getByTestId('order-refund');
    await refund.waitFor();
    expect(await refund.getAttribute('data-blocked')).toBe('nothingPaid');
    await owner.getByTestId('order-refund-hint').hover();
    await expect.poll(() => owner.getByRole('tooltip').innerText()).toContain('پرداختی');
    await closeDrawer(owner);
  });
});

describe('report grid totals sit under their own columns', () => {
  it('paid orders: the orders’ amount under the order amount, no «—» in the row', async () => {
    await owner.getByTestId('nav-bo-reports').click();
    await owner.getByTestId('nav-paid').click();
    const grid = owner.getByTestId('report-grid');
    await grid.locator('.ag-row.ag-row-pinned').first().waitFor();
    const report = await getAsPage<PaidOrdersReport>(owner, '/api/reports/orderpaid?Range=TODAY');
    expect(report.summary.totalFinalPrice).toBe(
      report.data.reduce((sum, r) => sum + r.finalPrice, 0),
    );
    await expect
      .poll(() => totalUnder(grid, 'finalPrice').innerText())
      .toBe(toman(report.summary.totalFinalPrice));
    expect(await totalUnder(grid, 'amountPaid').innerText()).toBe(toman(report.summary.totalPaid));
    expect(await totalUnder(grid, 'amountRefunded').innerText()).toBe(
      toman(report.summary.totalRefunded),
    );
    expect(await totalUnder(grid, 'number').innerText()).toBe('جمع');
    expect(await grid.locator('.ag-row-pinned').first().innerText()).not.toContain('—');
    await shot(owner, 'drawer-customer-report-paid');
  });

  it('item sales: the count under the count, the amount under the amount', async () => {
    await owner.getByTestId('nav-item-sales').click();
    const grid = owner.getByTestId('report-grid');
    await grid.locator('.ag-row.ag-row-pinned').first().waitFor();
    const report = await getAsPage<OrderItemSalesReport>(
      owner,
      '/api/reports/orderitemsales?Range=TODAY',
    );
    await expect.poll(() => totalUnder(grid, 'title').innerText()).toBe('جمع');
    expect(await totalUnder(grid, 'count').innerText()).toBe(
      new Intl.NumberFormat('fa-IR').format(report.totalCount),
    );
    expect(await totalUnder(grid, 'amount').innerText()).toBe(toman(report.totalAmount));
    // Each total in the same column as its header, on screen.
    for (const field of ['count', 'amount']) {
      const header = await grid.locator(`.ag-header-cell[col-id="${field}"]`).boundingBox();
      const total = await totalUnder(grid, field).boundingBox();
      expect(Math.abs(header!.x - total!.x)).toBeLessThan(2);
    }
    await shot(owner, 'drawer-customer-report-item-sales');
  });
});
