// Submit-to-screen latency: time from sending POST /api/orders to each subscribed websocket client
// receiving the change, with many kitchen boards and trackers connected at once.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { ServerMessage } from '@sofre/engine/contracts';
import { VENDOR_HEADERS } from './order-request.ts';

export interface LiveLatency {
  readonly kitchen: number[];
  readonly tracker: number[];
  readonly missed: number;
}

interface Options {
  readonly kitchenClients: number;
  readonly trackerClients: number;
  readonly orders: number;
  readonly gapMs: number;
  readonly token: string;
}

export async function measureLiveLatency(
  baseUrl: string,
  body: (id: string) => string,
  options: Options,
): Promise<LiveLatency> {
  const ids = Array.from({ length: options.orders }, () => randomUUID());
  const sentAt = new Map<string, number>();
  const kitchen: number[] = [];
  const tracker: number[] = [];
  const wsUrl = `${baseUrl.replace('http', 'ws')}/live?domain=localhost&token=${options.token}`;

  const record = (into: number[], seen: Set<string>) => (message: ServerMessage) => {
    if (message.type !== 'change' || !('orderId' in message.row)) return;
    const id = message.row.orderId;
    const start = sentAt.get(id);
    if (start === undefined || seen.has(id)) return;
    seen.add(id);
    into.push(performance.now() - start);
  };

  const sockets = await Promise.all([
    ...Array.from({ length: options.kitchenClients }, () =>
      connect(wsUrl, 'kitchen-board', record(kitchen, new Set())),
    ),
    ...Array.from({ length: options.trackerClients }, (_, i) =>
      connect(wsUrl, `order-tracker:${ids[i % ids.length]}`, record(tracker, new Set())),
    ),
  ]);

  for (const id of ids) {
    sentAt.set(id, performance.now());
    const response = await fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: { ...VENDOR_HEADERS, authorization: `Bearer ${options.token}` },
      body: body(id),
    });
    if (!response.ok) throw new Error(`submit: ${response.status} ${await response.text()}`);
    await new Promise((r) => setTimeout(r, options.gapMs));
  }
  await new Promise((r) => setTimeout(r, 1_000));
  for (const socket of sockets) socket.terminate();

  const expected = options.orders * options.kitchenClients + options.trackerClients;
  return { kitchen, tracker, missed: expected - kitchen.length - tracker.length };
}

function connect(
  url: string,
  topic: string,
  onMessage: (message: ServerMessage) => void,
): Promise<WebSocket> {
  return new Promise((ready, fail) => {
    const socket = new WebSocket(url, {
      headers: { 'x-vendor-domain': VENDOR_HEADERS['x-vendor-domain'] },
    });
    socket.once('error', fail);
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as ServerMessage;
      if (message.type === 'snapshot' && message.topic === topic) ready(socket);
      else onMessage(message);
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', topic })));
  });
}

export const newOrderId = randomUUID;
