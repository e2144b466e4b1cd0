// A local stand-in for a courier provider's HTTP API (testing/scripted-http.server.ts): it records
// each call (method, path, headers, JSON body) and answers what the test scripted, else 200 {}.
import { startScriptedServer, type ScriptedAnswer } from '../../testing/scripted-http.server.ts';

export interface CourierCallRecord {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Record<string, unknown>;
}

export const ok = (body: unknown, status = 200): ScriptedAnswer => ({ status, body });

export const startFakeCourier = () =>
  startScriptedServer<CourierCallRecord>(
    (req, body) => ({
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: body ? (JSON.parse(body) as Record<string, unknown>) : {},
    }),
    () => ok({}),
  );
