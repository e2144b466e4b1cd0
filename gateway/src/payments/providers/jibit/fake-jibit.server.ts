// A local stand-in for napi.jibit.ir/ppg (testing/scripted-http.server.ts). It records each call
// and, unscripted, answers as Jibit does when all goes well: a token, a purchase, SUCCESSFUL on
// verify, the purchase as SUCCESS (with the amount it was opened for), a PENDING-then-paid refund.
// `answerOn(route, …)` scripts one route only, so the token call keeps its usual answer.
import type { IncomingMessage } from 'node:http';
import { startScriptedServer, type ScriptedAnswer } from '../../../testing/scripted-http.server.ts';

export interface RecordedJibitRequest {
  readonly route: string;
  readonly path: string;
  readonly authorization: string;
  readonly body: Record<string, unknown> | undefined;
}

export const JIBIT_PURCHASE_ID = '1234455';

/** A JWT-shaped token expiring `inSeconds` from now (only `exp` matters to the client). */
export function jibitToken(inSeconds = 24 * 3600, name = 'access-1'): ScriptedAnswer {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + inSeconds;
  const accessToken = `${part({ alg: 'HS256' })}.${part({ sub: name, exp })}.sig`;
  return { status: 200, body: { accessToken, refreshToken: `refresh-${name}` } };
}

export const jibitError = (httpStatus: number, code: string, message = ''): ScriptedAnswer => ({
  status: httpStatus,
  body: { errors: [{ code, message }], fingerprint: 'fp-1' },
});

export const jibitPurchase = (state: string, amount = 1_250_000): ScriptedAnswer => ({
  status: 200,
  body: {
    pageNumber: 1,
    size: 1,
    numberOfElements: 1,
    elements: [
      {
        purchaseId: Number(JIBIT_PURCHASE_ID),
        purchaseIdStr: JIBIT_PURCHASE_ID,
        amount,
        currency: 'IRR',
        state,
        pspRrn: '385739230986',
        pspReferenceNumber: 'sfGD93tgGQ153Jr2Qm3',
        pspMaskedCardNumber: '603799******3333',
      },
    ],
  },
});

/** 'GET /v3/purchases/:id' — numeric path segments become `:id`, the query is dropped. */
const routeOf = (method: string, path: string) =>
  `${method} ${path.split('?')[0]?.replace(/\/\d+(?=\/|$)/g, '/:id')}`;

export async function startFakeJibit() {
  const scripts = new Map<string, ScriptedAnswer[]>();
  let amount = 1_250_000;
  let last: RecordedJibitRequest | undefined;
  const record = (req: IncomingMessage, text: string): RecordedJibitRequest =>
    (last = {
      route: routeOf(req.method ?? '', req.url ?? ''),
      path: req.url ?? '',
      authorization: req.headers.authorization ?? '',
      body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
    });
  const usual = (route: string): ScriptedAnswer => {
    if (route === 'POST /v3/tokens') return jibitToken();
    if (route === 'POST /v3/purchases') {
      amount = Number(last?.body?.amount);
      return { status: 200, body: purchaseCreated() };
    }
    if (route === 'POST /v3/purchases/:id/verify')
      return { status: 200, body: { status: 'SUCCESSFUL' } };
    if (route === 'GET /v3/purchases') return jibitPurchase('SUCCESS', amount);
    if (route === 'POST /v3/purchases/refund') return refundCreated();
    if (route === 'GET /v3/purchases/refunds/:id') return refundInquiry('TRANSFERRED');
    return jibitError(404, 'web.not_found');
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

const purchaseCreated = () => ({
  purchaseId: Number(JIBIT_PURCHASE_ID),
  purchaseIdStr: JIBIT_PURCHASE_ID,
  clientReferenceNumber: 'tx-1',
  currency: 'IRR',
  pspSwitchingUrl: `https://napi.jibit.ir/ppg/v3/purchases/${JIBIT_PURCHASE_ID}/payments`,
});

const refundCreated = (): ScriptedAnswer => ({
  status: 200,
  body: { refundId: Number(JIBIT_PURCHASE_ID), batchId: 'batch-1', transferId: 'tr-2' },
});

export const refundInquiry = (state: string): ScriptedAnswer => ({
  status: 200,
  body: {
    batchID: 'batch-1',
    refundedAmount: 400_000,
    transfers: [
      { transferID: 'tr-1', state: 'FAILED', amount: 100_000 },
      { transferID: 'tr-2', state, amount: 400_000 },
    ],
  },
});
