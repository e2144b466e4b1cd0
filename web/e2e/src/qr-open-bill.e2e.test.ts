// Issue 30 item 15 on a phone (390×844) in Chromium: the waiter opened a bill at table 7 (a salon
// order paid at the end); a guest at that table scans its QR code, orders a salad and, at the last
// step, adds it to the table's open bill instead of paying now. The bill has the new round, owed
// with the rest; nothing was paid online. Screenshots in test-results/screens.
import type { OrderTracker } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_PHONE, logInToBackOffice } from './back-office-login.ts';
import { getAsPage, plainDish } from './order-api.ts';
import { screensForThisFile } from './platform.ts';
import { freshCustomerPhone, logInOnSite, sendAsPage, siteShot } from './site-customer.ts';

const screens = screensForThisFile();

describe('a table’s open bill from its QR code', () => {
  it('a guest adds the order to the table’s open bill and pays at the table', async () => {
    const { url } = screens.platform;
    const staff = await screens.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await logInToBackOffice(staff, url, DEMO_OWNER_PHONE);
    const dish = plainDish(await screens.menu());
    const billId = crypto.randomUUID();
    const opened = await sendAsPage(staff, 'POST', '/api/orders/postpaid', {
      id: billId,
      tableNumber: '7',
      numberOfCustomers: 2,
      lines: [{ menuItemId: dish.id, count: 1 }],
    });
    expect(opened.status).toBe(201);
    const before = await getAsPage<OrderTracker>(staff, `/api/orders/${billId}`);

    const site = await screens.browser.newPage({ viewport: { width: 390, height: 844 } });
    await site.goto(`${url}/?table=7`);
    await site.getByTestId('menu').waitFor();
    await site.getByTestId('add-item-salad-shirazi').click();
    await site.getByTestId('cart-next').click();
    await logInOnSite(site, url, freshCustomerPhone(), { firstName: 'مینا', lastName: 'کاظمی' });
    await site.getByTestId('step-overview').waitFor();
    await site.getByTestId('cart-next').click();
    await site.getByTestId('step-order-details').waitFor();
    const offer = site.getByTestId('table-bill');
    await offer.waitFor();
    await siteShot(site, 'table-bill-offer');
    await site.getByTestId('checkout-add-to-bill').click();
    await site.waitForURL(new RegExp(`/orders/${billId}`));
    await site.getByTestId('order-tracker').waitFor();
    await siteShot(site, 'table-bill-joined');

    const after = await getAsPage<OrderTracker>(staff, `/api/orders/${billId}`);
    expect(after.lines.map((l) => l.menuItemId)).toContain('item-salad-shirazi');
    expect(after.finalPrice).toBeGreaterThan(before.finalPrice);
    expect(after.amountPaid).toBe(0);
    await staff.close();
    await site.close();
  });
});
