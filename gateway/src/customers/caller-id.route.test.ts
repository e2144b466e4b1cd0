// Caller id through the real gateway: the phone rings at the counter, who is calling?
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { customersClient, newPhone } from './customers.test-fixtures.ts';

let gw: TestGateway;
let c: ReturnType<typeof customersClient>;
let cashier: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway();
  c = customersClient(gw);
  cashier = await c.staffOf('demo-cashier');
}, 30_000);
afterAll(() => gw.close());

describe('caller id', () => {
  it('names the customer calling, whatever way the phone is written, with the line', async () => {
    const res = await c.call(
      'GET',
      `/users/callerid?phoneNumber=${encodeURIComponent('+۹۸ ۹۱۲ ۱۰۰ ۰۰۰۱')}&lineNumber=2`,
      cashier,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'demo-customer-1',
      firstName: 'سارا',
      phoneNumber: '09121000001',
      lineNumber: '2',
      addresses: [{ title: 'خانه' }, { title: 'محل کار' }],
    });
  });

  it('an unknown caller is 404 CUSTOMER_NOT_FOUND, a bad number 400; another vendor’s customer is unknown', async () => {
    const unknown = await c.call('GET', `/users/callerid?phoneNumber=${newPhone()}`, cashier);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'CUSTOMER_NOT_FOUND',
      message: 'مشتری یافت نشد.',
    });
    const bad = await c.call('GET', '/users/callerid?phoneNumber=021-22334455', cashier);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'INVALID_PHONE_NUMBER',
      errors: [{ field: 'phoneNumber' }],
    });
    const phone = newPhone();
    await c.call('POST', '/customers', gw.asOwner, {
      firstName: 'تنها',
      lastName: 'در الف',
      phoneNumber: phone,
    });
    expect(
      (await c.call('GET', `/users/callerid?phoneNumber=${phone}`, gw.asOwner)).statusCode,
    ).toBe(200);
    expect(
      (await c.call('GET', `/users/callerid?phoneNumber=${phone}`, gw.asOwnerB)).statusCode,
    ).toBe(404);
  });

  it('is for staff taking orders: the kitchen is refused', async () => {
    const kitchen = await c.staffOf('demo-kitchen');
    expect(
      (await c.call('GET', '/users/callerid?phoneNumber=09121000001', kitchen)).statusCode,
    ).toBe(403);
  });
});
