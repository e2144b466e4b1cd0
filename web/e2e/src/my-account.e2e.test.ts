// Issue 30 item 18 on a phone (390×844) in Chromium: a customer who ordered and paid finds the
// order again under «سفارش‌های من» in the account menu (it opens the tracker), and keeps their
// addresses under «آدرس‌های من»: one added by searching the neighbourhood, then taken away.
import { describe, expect, it } from 'vitest';
import { screensForThisFile } from './platform.ts';
import { freshCustomerPhone, logInOnSite, siteShot } from './site-customer.ts';

const screens = screensForThisFile();

describe('the customer’s own pages', () => {
  it('my orders open their trackers; my addresses are added and removed', async () => {
    const { url } = screens.platform;
    const site = await screens.browser.newPage({ viewport: { width: 390, height: 844 } });
    await site.goto(`${url}/?table=4`);
    await site.getByTestId('menu').waitFor();
    await site.getByTestId('add-item-doogh').click();
    await site.getByTestId('cart-next').click();
    await logInOnSite(site, url, freshCustomerPhone(), { firstName: 'رها', lastName: 'نوری' });
    await site.getByTestId('step-overview').waitFor();
    await site.getByTestId('cart-next').click();
    await site.getByTestId('checkout-submit').click();
    await site.waitForURL(/\/sandbox\/pay\//);
    await site.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await site.getByTestId('order-tracker').waitFor();
    const orderId = new URL(site.url()).pathname.split('/').pop()!;

    await site.getByTestId('account-menu').click();
    await site.getByTestId('menu-my-orders').click();
    await site.getByTestId('my-orders').waitFor();
    expect(new URL(site.url()).searchParams.get('table')).toBe('4');
    const row = site.getByTestId(`my-order-${orderId}`);
    await row.waitFor();
    await siteShot(site, 'my-orders');
    await row.click();
    await site.waitForURL(new RegExp(`/orders/${orderId}`));
    await site.getByTestId('order-tracker').waitFor();

    await site.getByTestId('account-menu').click();
    await site.getByTestId('menu-my-addresses').click();
    await site.getByTestId('my-addresses').waitFor();
    expect(await site.getByTestId('my-address').count()).toBe(0);
    await site.getByTestId('address-add').click();
    await site.getByTestId('place-search').fill('ونک');
    await expect.poll(() => site.getByTestId('place-result').count()).toBeGreaterThan(0);
    await site.getByTestId('place-result').first().click();
    await site.getByTestId('address-covered').waitFor();
    await site.getByTestId('address-title').fill('محل کار');
    await site.getByTestId('address-save').click();
    await expect.poll(() => site.getByTestId('my-address').count()).toBe(1);
    expect(await site.getByTestId('my-address').innerText()).toContain('محل کار');
    await siteShot(site, 'my-addresses');
    await site.getByTestId('my-address').getByRole('button', { name: 'حذف' }).click();
    await expect.poll(() => site.getByTestId('my-address').count()).toBe(0);
    await site.close();
  });
});
