// The demo staff logged in through the real login (sandbox SMS), and calls of the staff routes.
import { demoStaff } from '../demo/demo-staff.ts';
import type { TestGateway } from '../testing/test-gateway.ts';
import { authClient } from '../auth/auth.test-fixtures.ts';

export const ID = '/api-identity';
export const [OWNER, CASHIER, KITCHEN] = demoStaff;
export const FORBIDDEN_MESSAGE = 'شما به این بخش دسترسی ندارید.';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function staffClient(gw: TestGateway) {
  const auth = authClient(gw);
  const tokenOf = async (phone: string) => (await auth.logIn(phone)).token;
  const [owner, cashier, kitchen] = [
    await tokenOf(OWNER.phone),
    await tokenOf(CASHIER.phone),
    await tokenOf(KITCHEN.phone),
  ];
  /** A call as `token` (none: anonymous) at vendor A, or wherever `headers` say. */
  const call = (
    method: Method,
    path: string,
    token?: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    gw.app.inject({
      method,
      url: `${ID}${path}`,
      headers: token ? auth.bearer(token, headers) : headers,
      ...(payload ? { payload } : {}),
    });
  return { auth, owner, cashier, kitchen, call, tokenOf };
}
