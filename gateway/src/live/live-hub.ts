// Routes read-model changes to the websocket clients that subscribed to them, per vendor and
// topic. Fed by the read side (the inline runner, or polling in external mode), so every gateway
// process pushes the same changes.
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { LiveCloseCode, type Topic } from '@sofre/engine/contracts';
import type { LiveChange, ReadSide } from '../platform/read-side.port.ts';
import { batchByTopic, type TopicBatch } from './change-batch.ts';
import { LiveClient } from './live-client.ts';
import { closeGraceMs, defaultLiveLimits, type LiveLimits } from './live-limits.ts';
import { isNewer } from './live-position.ts';

export interface LiveHubOptions {
  readonly heartbeatMs: number;
  /** A client whose unsent bytes exceed this is closed rather than slowing the others. */
  readonly maxBufferedBytes: number;
  readonly log: FastifyBaseLogger;
  /** Per connection; defaultLiveLimits when absent. */
  readonly limits?: LiveLimits;
  /** How long a closed client may take to read its close code; live-limits.ts closeGraceMs. */
  readonly closeGraceMs?: number;
}

export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  /** vendorId → topic → subscribed clients. */
  private readonly index = new Map<string, Map<Topic, Set<LiveClient>>>();
  private pending: LiveChange[] = [];
  private flushScheduled = false;
  private heartbeat: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly readSide: ReadSide,
    private readonly options: LiveHubOptions,
  ) {}

  start(): void {
    const stopChanges = this.readSide.onChange((change) => this.enqueue(change));
    const stopRevocations = this.readSide.onSessionRevoked((vendorId, sessionId) =>
      this.endSession(vendorId, sessionId),
    );
    this.unsubscribe = () => {
      stopChanges();
      stopRevocations();
    };
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  stop(): void {
    this.unsubscribe?.();
    clearInterval(this.heartbeat);
    for (const client of this.clients) client.socket.close(1001, 'shutdown');
    this.clients.clear();
    this.index.clear();
  }

  get size(): number {
    return this.clients.size;
  }

  connect(socket: WebSocket, vendorId: string): LiveClient {
    const { maxBufferedBytes, heartbeatMs, limits = defaultLiveLimits } = this.options;
    const client = new LiveClient(socket, vendorId, {
      maxBufferedBytes,
      limits,
      closeGraceMs: this.options.closeGraceMs ?? closeGraceMs(heartbeatMs),
      onEnd: (c, reason) => {
        this.options.log.warn({ vendorId: c.vendorId, reason }, 'live client closed');
        this.disconnect(c);
      },
    });
    this.clients.add(client);
    socket.on('close', () => this.disconnect(client));
    return client;
  }

  /** A logged-out staff member's kitchen screen or order list stops receiving orders at once. */
  private endSession(vendorId: string, sessionId: string): void {
    for (const client of this.clients) {
      if (client.vendorId !== vendorId || client.sessionId !== sessionId) continue;
      client.end(LiveCloseCode.SESSION_ENDED, 'SESSION_ENDED');
    }
  }

  disconnect(client: LiveClient): void {
    this.clients.delete(client);
    for (const topic of client.subscriptions.keys()) this.removeFromIndex(client, topic);
    client.subscriptions.clear();
  }

  /** Registers the subscription first, so no change slips between the snapshot and live push. */
  track(client: LiveClient, topic: Topic): void {
    client.subscriptions.set(topic, { ready: false, buffer: [], position: '' });
    let topics = this.index.get(client.vendorId);
    if (!topics) this.index.set(client.vendorId, (topics = new Map()));
    let subscribers = topics.get(topic);
    if (!subscribers) topics.set(topic, (subscribers = new Set()));
    subscribers.add(client);
  }

  untrack(client: LiveClient, topic: Topic): void {
    client.subscriptions.delete(topic);
    this.removeFromIndex(client, topic);
  }

  private removeFromIndex(client: LiveClient, topic: Topic): void {
    const topics = this.index.get(client.vendorId);
    topics?.get(topic)?.delete(client);
    if (topics?.get(topic)?.size === 0) topics.delete(topic);
    if (topics?.size === 0) this.index.delete(client.vendorId);
  }

  private enqueue(change: LiveChange): void {
    this.pending.push(change);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    const changes = this.pending;
    this.pending = [];
    this.flushScheduled = false;
    for (const batch of batchByTopic(changes)) this.deliver(batch);
  }

  private deliver(batch: TopicBatch): void {
    const subscribers = this.index.get(batch.vendorId)?.get(batch.topic);
    if (!subscribers) return;
    for (const client of subscribers) {
      const sub = client.subscriptions.get(batch.topic);
      if (!sub) continue;
      if (!sub.ready) {
        sub.buffer.push(...batch.changes);
        continue;
      }
      batch.changes.forEach((change, i) => {
        if (!isNewer(change.position, sub.position)) return;
        sub.position = change.position;
        client.sendRaw(batch.texts[i]!);
      });
    }
  }

  private beat(): void {
    const text = JSON.stringify({ type: 'heartbeat', position: this.readSide.position() });
    for (const client of [...this.clients]) {
      if (!client.alive) {
        client.end(LiveCloseCode.TOO_SLOW, 'LIVE_TOO_SLOW');
        continue;
      }
      client.alive = false;
      client.socket.ping();
      client.sendRaw(text);
    }
  }
}
