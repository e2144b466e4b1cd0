// Calls of the customer, address and lookup routes through the real gateway (app.inject), as the
// demo owner, cashier or kitchen of vendor A, the owner of vendor B, or a logged-in customer.
import type { TestGateway } from '../testing/test-gateway.ts';
import { authClient, freshPhone } from '../auth/auth.test-fixtures.ts';

export const ID = '/api-identity';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function customersClient(gw: TestGateway) {
  const auth = authClient(gw);
  const call = (method: Method, path: string, headers: Record<string, string>, payload?: object) =>
    gw.app.inject({ method, url: `${ID}${path}`, headers, ...(payload ? { payload } : {}) });
  const staffOf = async (userId: string) => ({
    authorization: `Bearer ${await gw.tokenFor(userId)}`,
  });
  /** A site customer logged in through the real login (a new phone unless given). */
  async function customer(phone = freshPhone(), names = { firstName: 'نگار', lastName: 'صالحی' }) {
    const verified = await auth.logIn(phone, names);
    return { phone, userId: verified.user.id, headers: auth.bearer(verified.token) };
  }
  return { call, staffOf, customer };
}

/** A phone no other customer of these tests has (09 + 9 digits). */
let next = 0;
export const newPhone = () =>
  `0939${String(process.pid % 1000).padStart(3, '0')}${String(next++).padStart(4, '0')}`;
