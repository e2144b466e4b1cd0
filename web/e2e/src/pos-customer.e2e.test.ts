// The order's customer, address, split and table at the POS, as the demo cashier takes them at a
// 1366×768 till in headless Chromium against the running platform: a courier order to a regular's
// covered address at the zone's price, an address outside every zone shown and not choosable, a
// credit order held until it has a customer (found by «تماس ورودی»), a split bill whose shares
// are recorded on the order, tables picked from the floor with the busy ones marked, and an order
// started from a table card. One browser, one cashier page. Screenshots: test-results/screens.
import type { OrderTracker, OrderTransactions } from '@sofre/engine/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { logInToBackOffice } from './back-office-login.ts';
import { plainDish } from './order-api.ts';
import { screensForThisFile, shot } from './platform.ts';

const screens = screensForThisFile();
const TILL = { width: 1366, height: 768 };
const SARA = { id: 'demo-customer-1', phone: '09121000001', name: 'سارا رضایی' };
const ALI = { id: 'demo-customer-2', phone: '09121000002' };
const ZONE_PRICE = 300_000;

let context: BrowserContext | undefined;
let cashierPage: Page | undefined;
afterAll(async () => {
  await context?.close();
});

/** The demo cashier on the POS, logged in once for the whole file. */
async function cashier(): Promise<Page> {
  if (!cashierPage) {
    context = await screens.browser.newContext({
      viewport: TILL,
      locale: 'fa-IR',
      timezoneId: 'Asia/Tehran',
    });
    cashierPage = await context.newPage();
    await logInToBackOffice(cashierPage, screens.platform.url);
  }
  await cashierPage.getByTestId('menu-search').waitFor();
  return cashierPage;
}

async function tapDish(page: Page): Promise<void> {
  const dish = plainDish(await screens.menu());
  await page.getByTestId(`menu-category-${dish.categoryId}`).click();
  await page.getByTestId(`menu-item-${dish.id}`).click();
  await expect.poll(() => page.getByTestId('draft-line').count()).toBeGreaterThan(0);
}

async function showView(page: Page, view: 'اقلام' | 'جزئیات سفارش'): Promise<void> {
  await page.getByTestId('draft-view').getByText(view).click({ force: true });
}

async function choosePayment(page: Page, label: string): Promise<void> {
  await page.getByTestId('payment-type').click();
  await page.getByRole('option', { name: label }).click();
}

/** Finds a customer by phone (typed in Persian digits) and picks them. */
async function pickCustomer(page: Page, customer: { id: string; phone: string }): Promise<void> {
  await page.getByTestId('customer-search').fill(persianDigits(customer.phone));
  await page.locator(`[data-testid="customer-result"][data-customer-id="${customer.id}"]`).click();
  await page.getByTestId('chosen-customer').waitFor();
}

const address = (page: Page, id: string) =>
  page.locator(`[data-testid="address-option"][data-address-id="${id}"]`);

/** Whether the element is wholly inside the window, with the page itself not scrolled. */
async function onScreen(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const scrollY = await page.evaluate(() => window.scrollY);
  return box !== null && scrollY === 0 && box.y >= 0 && box.y + box.height <= TILL.height;
}

/** Submits the order; its request body and the server's answer. */
async function submit(page: Page): Promise<{ body: Record<string, unknown>; id: string }> {
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await page.getByTestId('submit-order').click();
  const response = await answered;
  expect(response.status()).toBeLessThan(300);
  const body = response.request().postDataJSON() as Record<string, unknown>;
  const { id } = (await response.json()) as { id: string };
  await page.getByTestId('submitted-order').waitFor();
  return { body, id };
}

/** A staff read, with the cashier's own session (as the back office sends it). */
async function staffGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = (
      JSON.parse(localStorage.getItem('sofre.auth') ?? '{}') as {
        state?: { token?: string };
      }
    ).state?.token;
    const response = await fetch(p, {
      headers: { 'x-vendor-domain': location.hostname, authorization: `Bearer ${token}` },
    });
    return (await response.json()) as T;
  }, path) as Promise<T>;
}

/** Opens the table picker (which reads the floor again) and returns one table's option. */
async function tableOption(page: Page, number: number) {
  await page.getByTestId('menu-search').focus();
  await page.getByTestId('table-number').click();
  await page.getByTestId('table-options').waitFor();
  return page.getByTestId(`table-option-${number}`);
}

const persianDigits = (text: string | number) =>
  String(text).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
const toman = (rial: number) =>
  `${new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 }).format(rial / 10)} تومان`;

describe('the order’s customer at the POS at 1366×768', () => {
  it('a courier order to سارا رضایی at her covered address goes through at the zone’s price', async () => {
    const page = await cashier();
    await tapDish(page);
    await showView(page, 'جزئیات سفارش');
    await page.getByTestId('delivery-type').getByText('ارسال با پیک').click({ force: true });
    expect(await page.getByTestId('customer-section').getAttribute('data-required')).toBe('true');
    expect(await page.getByTestId('submit-order').getAttribute('data-blocker')).toBe(
      'ORDER_HAS_TO_HAVE_DELIVER_METHOD',
    );
    await pickCustomer(page, SARA);
    const home = address(page, `${SARA.id}-address-1`);
    await expect.poll(() => home.getAttribute('data-coverage')).toBe('covered');
    expect(await home.getByTestId('address-price').innerText()).toBe(toman(ZONE_PRICE));
    await home.click();
    await expect.poll(() => home.getAttribute('data-checked')).toBe('true');
    await expect.poll(() => page.getByTestId('draft-totals').innerText()).toContain('هزینه ارسال');
    expect(await page.getByTestId('draft-totals').innerText()).toContain(toman(ZONE_PRICE));
    expect(await page.getByTestId('customer-strip').innerText()).toContain(SARA.name);
    expect(await onScreen(page, 'submit-order')).toBe(true);
    expect(await onScreen(page, 'draft-final-price')).toBe(true);
    const shown = Number(await page.getByTestId('draft-final-price').getAttribute('data-rial'));
    await shot(page, 'pos-customer-courier');

    const { body, id } = await submit(page);
    expect(body).toMatchObject({
      deliveryType: 'DELIVER',
      addressId: `${SARA.id}-address-1`,
      customer: { id: SARA.id, phone: SARA.phone },
    });
    // Read your writes: the order's read model may be a moment behind the answer.
    await expect
      .poll(async () => (await staffGet<Partial<OrderTracker>>(page, `/api/orders/${id}`)).price)
      .toMatchObject({ deliveryCost: ZONE_PRICE, finalPrice: shown });
  });

  it('علی محمدی’s Tehranpars address is outside every zone: shown with why, and not choosable', async () => {
    const page = await cashier();
    await tapDish(page);
    await showView(page, 'جزئیات سفارش');
    await page.getByTestId('delivery-type').getByText('ارسال با پیک').click({ force: true });
    await pickCustomer(page, ALI);
    const tehranpars = address(page, `${ALI.id}-address-1`);
    await expect.poll(() => tehranpars.getAttribute('data-coverage')).toBe('outside');
    expect(await tehranpars.isDisabled()).toBe(true);
    expect(await tehranpars.innerText()).toContain(
      'لطفاً آدرسی در محدوده‌های تحت پوشش انتخاب کنید.',
    );
    await tehranpars.click({ force: true });
    expect(await tehranpars.getAttribute('data-checked')).toBeNull();
    expect(await page.getByTestId('submit-order').isDisabled()).toBe(true);
    expect(await page.getByTestId('customer-strip').innerText()).toContain('آدرس انتخاب نشده');
    await shot(page, 'pos-customer-uncovered');
    // Back to a salon order for the next test: the courier's customer stays, the address goes.
    await page.getByTestId('customer-change').click();
    await page.getByTestId('delivery-type').getByText('سرو در سالن').click({ force: true });
    await showView(page, 'اقلام');
  });

  it('a credit order without a customer is held; the caller found by «تماس ورودی» lets it go', async () => {
    const page = await cashier();
    await tapDish(page);
    await choosePayment(page, 'اعتباری');
    const submitButton = page.getByTestId('submit-order');
    expect(await submitButton.isDisabled()).toBe(true);
    expect(await submitButton.getAttribute('data-blocker')).toBe('CREDIT_NEEDS_CUSTOMER');
    const strip = page.getByTestId('customer-strip');
    expect(await strip.getAttribute('data-blocked')).toBe('true');
    expect(await strip.innerText()).toContain('مشتری را انتخاب کنید');
    await shot(page, 'pos-customer-credit-blocked');

    // The strip opens the customer search with the keyboard in it; the caller's number is typed.
    await strip.click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('customer-search');
    await page.keyboard.type(persianDigits(SARA.phone));
    await page.getByTestId('caller-id').click();
    await expect.poll(() => page.getByTestId('chosen-customer').innerText()).toContain(SARA.name);
    expect(await submitButton.isDisabled()).toBe(false);
    await shot(page, 'pos-customer-credit-caller');

    const { body } = await submit(page);
    expect(body).toMatchObject({ paymentMethod: 'CREDIT', customer: { id: SARA.id } });
  });

  it('a split order records both shares: the order’s transactions show them', async () => {
    const page = await cashier();
    await tapDish(page);
    await choosePayment(page, 'ترکیبی');
    const total = Number(await page.getByTestId('draft-final-price').getAttribute('data-rial'));
    const remaining = page.getByTestId('split-remaining');
    expect(Number(await remaining.getAttribute('data-rial'))).toBe(total);
    expect(await page.getByTestId('submit-order').isDisabled()).toBe(true);

    // Cash takes a round half (typed in Persian digits), the card the rest.
    const cashToman = Math.floor(total / 10 / 2 / 1_000) * 1_000;
    await page.getByTestId('split-amount').nth(1).fill(persianDigits(cashToman));
    await expect
      .poll(() => remaining.getAttribute('data-rial'))
      .toBe(String(total - cashToman * 10));
    expect(await remaining.innerText()).toContain(toman(total - cashToman * 10));
    await shot(page, 'pos-customer-split-remaining');
    await page.getByTestId('split-fill').first().click();
    await expect.poll(() => remaining.getAttribute('data-rial')).toBe('0');
    expect(await onScreen(page, 'submit-order')).toBe(true);
    await shot(page, 'pos-customer-split-settled');

    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/payments/manualpaybypos'));
    const { body, id } = await submit(page);
    expect(body).toMatchObject({ paymentMethod: 'MULTI' });
    expect((await recorded).status()).toBeLessThan(300);
    const transactions = () => staffGet<OrderTransactions>(page, `/api/orders/${id}/transactions`);
    await expect.poll(async () => (await transactions()).transactions?.length).toBe(2);
    const paid = await transactions();
    expect(paid.transactions.map((t) => [t.kind, t.paymentMethod, t.amount]).sort()).toEqual(
      [
        ['PAYMENT', 'CARD', total - cashToman * 10],
        ['PAYMENT', 'CASH', cashToman * 10],
      ].sort(),
    );
    expect(paid.amountPaid).toBe(total);
  });
});

describe('tables from the floor at the POS', () => {
  it('the table is picked from the floor; a number it lacks is not taken; a busy one is marked', async () => {
    const page = await cashier();
    await tapDish(page);
    const picker = page.getByTestId('table-number');
    await picker.fill('۹۹');
    await expect.poll(() => picker.getAttribute('data-table')).toBe('');
    expect(await page.getByTestId('order-draft').innerText()).toContain('میز «۹۹» در سالن نیست.');

    const three = await tableOption(page, 3);
    expect(await three.getAttribute('data-occupancy')).toBe('free');
    expect(await three.innerText()).toContain('آزاد');
    await shot(page, 'pos-customer-table-picker');
    await three.click();
    expect(await picker.getAttribute('data-table')).toBe('3');
    expect(await picker.inputValue()).toBe('۳');
    const { body } = await submit(page);
    expect(body.tableNumber).toBe('3');

    // Now busy: marked with its open order, and still offered for a second one.
    await expect
      .poll(async () => {
        const option = await tableOption(page, 3);
        const occupancy = await option.getAttribute('data-occupancy');
        await page.keyboard.press('Escape');
        return occupancy;
      })
      .toBe('occupied');
    const busy = await tableOption(page, 3);
    expect(await busy.innerText()).toContain('۱ سفارش باز');
    await shot(page, 'pos-customer-table-occupied');
    await page.keyboard.press('Escape');
  });

  it('«سفارش جدید» on a table card opens the POS with that table chosen', async () => {
    const page = await cashier();
    await page.getByTestId('nav-bo-tables').click();
    const card = page.getByTestId('table-card-3');
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('RESERVED');
    expect(await card.innerText()).toContain('اشغال');
    expect(await page.getByTestId('table-orders-3').innerText()).toContain('۱ سفارش باز');
    await shot(page, 'pos-customer-floor');

    await page.getByTestId('table-new-order-3').click();
    await page.getByTestId('menu-search').waitFor();
    expect(new URL(page.url()).pathname).toBe('/bo');
    await expect.poll(() => page.getByTestId('table-number').getAttribute('data-table')).toBe('3');
    expect(await page.getByTestId('table-number').inputValue()).toBe('۳');
    await tapDish(page);
    await shot(page, 'pos-customer-from-table');
    const { body } = await submit(page);
    expect(body.tableNumber).toBe('3');
  });
});
