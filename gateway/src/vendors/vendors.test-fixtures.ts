// Logging the demo staff in through the real gateway, at vendor A (localhost) or vendor B.
import { demoStaff } from '../demo/demo-staff.ts';
import type { TestGateway } from '../testing/test-gateway.ts';
import { AUTH } from '../auth/auth.test-fixtures.ts';

export const manyLogins = {
  loginPerIp: 1_000,
  loginPerPhone: 1_000,
  verifyPerIp: 1_000,
  verifyPerPhone: 1_000,
  windowMs: 600_000,
};

export const demoPhone = (role: 'owner' | 'cashier' | 'kitchen') =>
  demoStaff.find((s) => s.roleId === role)!.phone;

/** login → verify with the code from the sandbox outbox; the access token. */
export async function tokenOf(
  gw: TestGateway,
  phone: string,
  headers: Record<string, string> = {},
  path = `${AUTH}/login`,
  verifyPath = `${AUTH}/verify`,
): Promise<string> {
  const login = await gw.app.inject({
    method: 'POST',
    url: path,
    payload: { phoneNumber: phone },
    headers,
  });
  const challenge = login.json<{ userId: string }>().userId;
  const otp = gw.sms.lastTo(phone)!.template!.tokens[0]!;
  const verify = await gw.app.inject({
    method: 'POST',
    url: verifyPath,
    payload: { userId: challenge, otp },
    headers,
  });
  const body = verify.json<{ token?: string }>();
  if (!body.token) throw new Error(`no login for ${phone}: ${verify.body}`);
  return body.token;
}

export const bearer = (token: string, headers: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...headers,
});
