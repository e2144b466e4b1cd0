// A local stand-in for SnappPay's online-merchant API (testing/scripted-http.server.ts). It
// records each call (the OAuth form parsed, JSON bodies parsed) and, unscripted, answers as
// SnappPay does when all goes well. `answerOn(route, …)` scripts one route only, so the OAuth
// call keeps its usual answer.
import type { IncomingMessage } from 'node:http';
import { startScriptedServer, type ScriptedAnswer } from '../../../testing/scripted-http.server.ts';

export interface RecordedSnappPayRequest {
  readonly route: string;
  readonly path: string;
  readonly authorization: string;
  readonly contentType: string;
  readonly body: Record<string, unknown>;
}

export const SNAPP_PAY_TOKEN = 'pt-5b2c';

export const snappPayOk = (response: object): ScriptedAnswer => ({
  status: 200,
  body: { successful: true, response },
});

export const snappPayRefusal = (
  httpStatus: number,
  errorCode: number,
  message: string,
): ScriptedAnswer => ({
  status: httpStatus,
  body: { successful: false, errorData: { errorCode, message, data: null } },
});

export const snappPayStatus = (status: string) =>
  snappPayOk({ status, transactionId: 'tx-1', paymentToken: SNAPP_PAY_TOKEN });

export const oauthToken = (expiresIn = 3600, name = 'snapp-access-1'): ScriptedAnswer => ({
  status: 200,
  body: {
    access_token: name,
    token_type: 'bearer',
    expires_in: expiresIn,
    scope: 'online-merchant',
  },
});

export async function startFakeSnappPay() {
  const scripts = new Map<string, ScriptedAnswer[]>();
  let transactionId = 'tx-1';
  let last: RecordedSnappPayRequest | undefined;
  const record = (req: IncomingMessage, text: string): RecordedSnappPayRequest => {
    const contentType = req.headers['content-type'] ?? '';
    const body = contentType.startsWith('application/x-www-form-urlencoded')
      ? Object.fromEntries(new URLSearchParams(text))
      : text
        ? (JSON.parse(text) as Record<string, unknown>)
        : {};
    return (last = {
      route: `${req.method} ${(req.url ?? '').split('?')[0]}`,
      path: req.url ?? '',
      authorization: req.headers.authorization ?? '',
      contentType,
      body,
    });
  };
  const usual = (route: string): ScriptedAnswer => {
    const path = route.replace(/^\w+ /, '');
    if (path === '/api/online/v1/oauth/token') return oauthToken();
    if (path === '/api/online/payment/v1/token') {
      transactionId = String(last?.body.transactionId);
      return snappPayOk({
        paymentToken: SNAPP_PAY_TOKEN,
        paymentPageUrl: `https://payment.snapppay.ir/pay/${SNAPP_PAY_TOKEN}`,
      });
    }
    if (path === '/api/online/payment/v1/status') return snappPayStatus('SETTLE');
    if (path.startsWith('/api/online/payment/v1/')) return snappPayOk({ transactionId });
    return snappPayRefusal(404, 404, 'not found');
  };
  const answer = () => {
    const route = last?.route ?? '';
    return scripts.get(route)?.shift() ?? usual(route);
  };
  const server = await startScriptedServer(record, answer);
  return {
    ...server,
    answerOn(route: string, ...answers: ScriptedAnswer[]) {
      scripts.set(route, [...(scripts.get(route) ?? []), ...answers]);
    },
    routes: () => server.requests.map((r) => r.route),
  };
}
