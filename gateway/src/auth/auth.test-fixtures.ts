// Logging in through the real gateway (app.inject) with the code read from the sandbox outbox.
import type { TestGateway } from '../testing/test-gateway.ts';

export const AUTH = '/api-identity/identity/auth';
let next = 0;
/** A phone no other test used: each has its own OTP stream, cooldown and limits. */
export const freshPhone = () =>
  `0935${String(process.pid % 1000).padStart(3, '0')}${String(next++).padStart(4, '0')}`;

export function authClient(gw: TestGateway) {
  const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
    gw.app.inject({ method: 'POST', url: `${AUTH}/${path}`, payload, headers });
  const codeSentTo = (phone: string) => {
    const sms = gw.sms.lastTo(phone);
    if (!sms?.template) throw new Error(`no code sent to ${phone}`);
    return sms.template.tokens[0]!;
  };
  async function login(phone: string, headers: Record<string, string> = {}) {
    const res = await post('login', { phoneNumber: phone }, headers);
    return { res, challenge: res.json<{ userId: string }>().userId };
  }
  /** login → verify, with names when given; the verify's answer. */
  async function logIn(phone: string, names?: { firstName: string; lastName: string }) {
    const { challenge } = await login(phone);
    const res = await post('verify', { userId: challenge, otp: codeSentTo(phone), ...names });
    return res.json<{
      status: string;
      token: string;
      refreshToken: string;
      user: { id: string; firstName: string; kind: string };
    }>();
  }
  const bearer = (token: string, headers: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    ...headers,
  });
  return { post, login, logIn, codeSentTo, bearer };
}
