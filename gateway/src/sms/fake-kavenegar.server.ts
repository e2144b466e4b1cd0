// A local stand-in for api.kavenegar.com (node:http on port 0) so the real client is tested
// over real HTTP without leaving the machine. Each request takes the next scripted answer.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly contentType: string;
  readonly form: Record<string, string>;
}

/** A status and JSON body, or: `hang` (never answer) / `drop` (cut the connection). */
export type FakeAnswer = { status: number; body: unknown } | 'hang' | 'drop';

/** Kavenegar's envelope, with the HTTP status equal to `return.status` as the API does. */
export const kavenegarAnswer = (
  status: number,
  entries: unknown = [],
  message = '',
): FakeAnswer => ({
  status,
  body: { return: { status, message }, entries },
});

export async function startFakeKavenegar() {
  const requests: RecordedRequest[] = [];
  const script: FakeAnswer[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        form: Object.fromEntries(new URLSearchParams(raw)),
      });
      const answer = script.shift() ?? kavenegarAnswer(200, [{ messageid: 1, status: 1 }]);
      if (answer === 'hang') return;
      if (answer === 'drop') return void req.socket.destroy();
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer: (...answers: FakeAnswer[]) => void script.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
