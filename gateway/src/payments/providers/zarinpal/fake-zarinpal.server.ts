// A local stand-in for ZarinPal's v4 API (testing/scripted-http.server.ts): it records each JSON
// call and, without a scripted answer, answers as ZarinPal does when all goes well.
import { startScriptedServer, type ScriptedAnswer } from '../../../testing/scripted-http.server.ts';

export interface ZarinPalCall {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Record<string, unknown>;
}

export const zarinPalData = (data: object): ScriptedAnswer => ({
  status: 200,
  body: { data, errors: [] },
});
/** A failure as ZarinPal sends it: HTTP 4xx, the code in `errors`, `data` an empty list. */
export const zarinPalError = (code: number, message = 'error', status = 400): ScriptedAnswer => ({
  status,
  body: { data: [], errors: { code, message, validations: [] } },
});

export const startFakeZarinPal = () =>
  startScriptedServer<ZarinPalCall>(
    (req, body) => ({
      path: req.url ?? '',
      headers: req.headers,
      body: body ? (JSON.parse(body) as Record<string, unknown>) : {},
    }),
    () =>
      zarinPalData({
        code: 100,
        message: 'Success',
        authority: 'A000000000000000000000000000123456789',
        fee_type: 'Merchant',
        fee: 0,
      }),
  );
