// A websocket client for tests: collects every server message and waits for the ones asked for.
import WebSocket from 'ws';
import type { ClientMessage, ServerMessage } from '@sofre/engine/contracts';

export interface TestLiveClient {
  readonly socket: WebSocket;
  readonly received: ServerMessage[];
  send(message: ClientMessage): void;
  next(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  closed(): Promise<number>;
  close(): void;
}

/** Connects to /live; staff pass their access token as `?token=` (websockets have no headers). */
export async function connectLive(
  address: string,
  domain?: string,
  token?: string,
): Promise<TestLiveClient> {
  const params = new URLSearchParams({
    ...(domain ? { domain } : {}),
    ...(token ? { token } : {}),
  }).toString();
  const socket = new WebSocket(`ws://${address}/live${params ? `?${params}` : ''}`);
  const received: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(data.toString()) as ServerMessage);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  const closing = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return {
    socket,
    received,
    send: (message) => socket.send(JSON.stringify(message)),
    next(match, timeoutMs = 5_000) {
      let seen = 0;
      return new Promise((resolve, reject) => {
        const check = () => {
          for (; seen < received.length; seen++) {
            const message = received[seen]!;
            if (!match(message)) continue;
            cleanup();
            return resolve(message);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `no matching live message in ${timeoutMs} ms; got ${JSON.stringify(received)}`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    closed: () => closing,
    close: () => socket.close(),
  };
}
