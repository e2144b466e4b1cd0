// Submit-to-screen latency: time from sending POST /api/orders to each subscribed websocket client
// receiving the change, with many kitchen screens and trackers connected at once. A kitchen client
// subscribes to what a station screen of web/kds subscribes to on its one socket: the
// `kitchen-stations` rows (kds.screen.tsx) and the signals its stations are read again on
// (kitchen-stations.api.ts: the menu, the printer stations, the thresholds); it is timed on the
// order's row. A tracker follows its order's `order-tracker:<id>` topic, as the customer's page does.
import WebSocket from 'ws';
import type { ServerMessage, Topic } from '@sofre/engine/contracts';
import { newOrderId, VENDOR_HEADERS } from './order-request.ts';

/** The topics one kitchen screen subscribes to; the first carries the orders it is timed on. */
export const KITCHEN_SCREEN_TOPICS = [
  'kitchen-stations',
  'menu',
  'records:printer-station',
  'records:kitchen-timing',
] as const satisfies readonly Topic[];

export interface LiveLatency {
  readonly kitchen: number[];
  readonly tracker: number[];
  /** Each warm-up order's slowest kitchen screen (ms), in the order sent. */
  readonly warmUp: number[];
  /** How long each order after the warm-up took to be answered (ms): its part of the latency. */
  readonly answered: number[];
  readonly missed: number;
}

interface Options {
  readonly kitchenClients: number;
  readonly trackerClients: number;
  readonly orders: number;
  readonly gapMs: number;
  /**
   * Orders sent first and timed apart from the rest: a fresh gateway's first orders run code not
   * yet compiled (its first order took 20-70 ms to reach the screens, the next ones about 10).
   */
  readonly warmUpOrders: number;
  readonly token: string;
  /** The gateway the screens are connected to, when not the one the orders are sent to. */
  readonly liveUrl?: string;
}

export async function measureLiveLatency(
  baseUrl: string,
  body: (id: string) => string,
  options: Options,
): Promise<LiveLatency> {
  const ids = Array.from({ length: options.orders }, newOrderId);
  const warmUpIds = Array.from({ length: options.warmUpOrders }, newOrderId);
  const warmUp = new Map(warmUpIds.map((id) => [id, 0]));
  let warmUpDeliveries = 0;
  const sentAt = new Map<string, number>();
  const kitchen: number[] = [];
  const tracker: number[] = [];
  const answered: number[] = [];
  const wsUrl = `${(options.liveUrl ?? baseUrl).replace('http', 'ws')}/live?domain=localhost&token=${options.token}`;

  const record = (topic: Topic, into: number[], seen: Set<string>) => (message: ServerMessage) => {
    if (message.type !== 'change' || message.topic !== topic || !('orderId' in message.row)) return;
    const id = message.row.orderId;
    const start = sentAt.get(id);
    if (start === undefined || seen.has(id)) return;
    seen.add(id);
    const took = performance.now() - start;
    const slowest = warmUp.get(id);
    if (slowest === undefined) {
      into.push(took);
      return;
    }
    warmUpDeliveries += 1;
    warmUp.set(id, Math.max(slowest, took));
  };

  const sockets = await Promise.all([
    ...Array.from({ length: options.kitchenClients }, () =>
      connect(wsUrl, KITCHEN_SCREEN_TOPICS, record('kitchen-stations', kitchen, new Set())),
    ),
    ...Array.from({ length: options.trackerClients }, (_, i) => {
      const topic = `order-tracker:${ids[i % ids.length]}` as const;
      return connect(wsUrl, [topic], record(topic, tracker, new Set()));
    }),
  ]);

  for (const id of [...warmUpIds, ...ids]) {
    sentAt.set(id, performance.now());
    const response = await fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: { ...VENDOR_HEADERS, authorization: `Bearer ${options.token}` },
      body: body(id),
    });
    if (!response.ok) throw new Error(`submit: ${response.status} ${await response.text()}`);
    if (!warmUp.has(id)) answered.push(performance.now() - sentAt.get(id)!);
    await new Promise((r) => setTimeout(r, options.gapMs));
  }
  await new Promise((r) => setTimeout(r, 1_000));
  for (const socket of sockets) socket.terminate();

  const orders = options.orders + options.warmUpOrders;
  const expected = orders * options.kitchenClients + options.trackerClients;
  const delivered = kitchen.length + tracker.length + warmUpDeliveries;
  return { kitchen, tracker, warmUp: [...warmUp.values()], answered, missed: expected - delivered };
}

/**
 * One socket subscribed to `topics`, ready once each has answered its subscribe: a row topic with
 * its snapshot, a signal topic with its first invalidation.
 */
function connect(
  url: string,
  topics: readonly Topic[],
  onMessage: (message: ServerMessage) => void,
): Promise<WebSocket> {
  return new Promise((ready, fail) => {
    const socket = new WebSocket(url, {
      headers: { 'x-vendor-domain': VENDOR_HEADERS['x-vendor-domain'] },
    });
    const waiting = new Set<string>(topics);
    socket.once('error', fail);
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as ServerMessage;
      if (message.type === 'error') fail(new Error(`${message.code}: ${message.message}`));
      const answers =
        (message.type === 'snapshot' || message.type === 'invalidate') &&
        waiting.delete(message.topic);
      if (answers && waiting.size === 0) ready(socket);
      if (!answers) onMessage(message);
    });
    socket.once('open', () => {
      for (const topic of topics) socket.send(JSON.stringify({ type: 'subscribe', topic }));
    });
  });
}
