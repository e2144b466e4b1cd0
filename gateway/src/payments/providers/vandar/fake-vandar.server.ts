// A local stand-in for ipg.vandar.io and api.vandar.io (testing/scripted-http.server.ts): it
// records each call and, unscripted, answers as Vandar does when all goes well — send gives a
// token, verify reports the amount that token was opened for, refunds are accepted as PENDING.
import type { IncomingMessage } from 'node:http';
import { startScriptedServer, type ScriptedAnswer } from '../../../testing/scripted-http.server.ts';

export interface RecordedVandarRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string;
  readonly body: Record<string, unknown>;
}

export const VANDAR_TRANS_ID = 159178352177;

/** Vandar's refusal: no codes, only Persian sentences. */
export const vandarRefusal = (httpStatus: number, ...errors: string[]): ScriptedAnswer => ({
  status: httpStatus,
  body: { status: 0, errors },
});

/** A verify answer: Vandar writes the amount as a decimal string. */
export const vandarPaid = (amount: number, status = 1): ScriptedAnswer => ({
  status: 200,
  body: {
    status,
    amount: `${amount}.00`,
    realAmount: amount,
    wage: '0',
    transId: VANDAR_TRANS_ID,
    factorNumber: 'tx-1',
    cardNumber: '603799******7999',
    paymentDate: '2025-03-21 12:30:00',
    message: 'ok',
  },
});

/** Transaction info; code 1 is «Confirm required» (paid, not yet verified). */
export const vandarInfo = (code: number): ScriptedAnswer => ({
  status: 200,
  body: { status: 1, amount: '1250000', transId: VANDAR_TRANS_ID, code, message: 'info' },
});

export async function startFakeVandar() {
  const amounts = new Map<string, number>();
  let last: RecordedVandarRequest | undefined;
  const record = (req: IncomingMessage, text: string): RecordedVandarRequest =>
    (last = {
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization ?? '',
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    });
  const usual = (): ScriptedAnswer => {
    const { path = '', body = {} } = last ?? {};
    if (path === '/api/v4/send') {
      const token = `vt-${amounts.size + 1}`;
      amounts.set(token, Number(body.amount));
      return { status: 200, body: { status: 1, token } };
    }
    if (path === '/api/v4/verify') return vandarPaid(amounts.get(String(body.token)) ?? 1_250_000);
    if (path === '/api/v4/transaction') return vandarInfo(1);
    if (path.endsWith('/refund')) return refundAccepted(body);
    return vandarRefusal(404, 'not found');
  };
  return startScriptedServer(record, usual);
}

const refundAccepted = (body: Record<string, unknown>): ScriptedAnswer => ({
  status: 200,
  body: {
    status: 1,
    data: {
      message: 'عملیات بازگشت وجه با موفقیت ثبت گردید.',
      results: [
        {
          id: '0bbc76c0-9489-11ed-b643-ed25e49760ca',
          amount: body.amount,
          payment_number: body.payment_number,
          status: 'PENDING',
        },
      ],
    },
  },
});
