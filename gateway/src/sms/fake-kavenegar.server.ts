// A local stand-in for api.kavenegar.com (testing/scripted-http.server.ts): it records the form
// each send posts; without a scripted answer it reports the message sent.
import { startScriptedServer, type ScriptedAnswer } from '../testing/scripted-http.server.ts';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly contentType: string;
  readonly form: Record<string, string>;
}

export type FakeAnswer = ScriptedAnswer;

/** Kavenegar's envelope, with the HTTP status equal to `return.status` as the API does. */
export const kavenegarAnswer = (
  status: number,
  entries: unknown = [],
  message = '',
): FakeAnswer => ({
  status,
  body: { return: { status, message }, entries },
});

export const startFakeKavenegar = () =>
  startScriptedServer<RecordedRequest>(
    (req, body) => ({
      method: req.method ?? '',
      path: req.url ?? '',
      contentType: req.headers['content-type'] ?? '',
      form: Object.fromEntries(new URLSearchParams(body)),
    }),
    () => kavenegarAnswer(200, [{ messageid: 1, status: 1 }]),
  );
