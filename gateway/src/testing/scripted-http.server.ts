// A local stand-in for an outside HTTP API (node:http on port 0), so a real provider client is
// tested over real HTTP without leaving the machine: each request is recorded as the provider's
// test wants to read it, and takes the next scripted answer (or the provider's usual one).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A status and JSON body, or: `hang` (never answer) / `drop` (cut the connection). */
export type ScriptedAnswer = { status: number; body: unknown } | 'hang' | 'drop';

export interface ScriptedServer<Recorded> {
  readonly baseUrl: string;
  readonly requests: Recorded[];
  answer(...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

export async function startScriptedServer<Recorded>(
  record: (req: IncomingMessage, body: string) => Recorded,
  usualAnswer: () => ScriptedAnswer,
): Promise<ScriptedServer<Recorded>> {
  const requests: Recorded[] = [];
  const script: ScriptedAnswer[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      requests.push(record(req, body));
      const answer = script.shift() ?? usualAnswer();
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
    answer: (...answers) => void script.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
