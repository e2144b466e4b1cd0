// The app's one live connection to GET /live (ARCHITECTURE decision 6). It keeps the rows of
// every followed topic and the last position seen; after any drop (the connection retries by
// itself) it resubscribes each topic with that position, so the gateway sends exactly the
// changes it missed. Framework-free; React reaches it through live-context.tsx.
import { LIVE_CLOSING_ERRORS, type ServerMessage, type Topic } from '@sofre/engine/contracts';
import { LiveConnection, type ConnectionOptions } from './live-connection.ts';
import type { NetworkStatus } from './network-status.ts';
import {
  applyChange,
  applySignal,
  applySnapshot,
  emptyTopic,
  markSynced,
  type TopicState,
} from './topic-state.ts';

export interface LiveClientOptions extends ConnectionOptions {
  /** A resumed topic with no change for this long has received everything it missed. */
  readonly settleMs?: number;
}

type Listener = () => void;

export class LiveClient {
  private readonly connection: LiveConnection;
  private readonly topics = new Map<Topic, TopicState>();
  private readonly listeners = new Map<Topic, Set<Listener>>();
  private readonly statusListeners = new Set<Listener>();
  private readonly settleTimers = new Map<Topic, ReturnType<typeof setTimeout>>();
  private status: NetworkStatus = 'sync';
  private dropped = false;
  private running = false;
  /** Screens showing the network status: they want the socket open even with no topic. */
  private watchers = 0;

  constructor(private readonly options: LiveClientOptions) {
    this.connection = new LiveConnection(options, {
      opened: () => this.opened(),
      received: (message) => this.received(message),
      dropped: () => this.lost(),
    });
  }

  /**
   * Connects once there is a topic to follow or a network status to show (a page with neither
   * opens no socket).
   */
  start(): void {
    this.running = true;
    if (this.listeners.size > 0 || this.watchers > 0) this.connection.open();
  }

  stop(): void {
    this.running = false;
    this.connection.close();
    this.clearSettleTimers();
  }

  /** Retry at once, e.g. when the browser says it is back online. */
  reconnectNow(): void {
    this.connection.retryNow();
  }

  getStatus = (): NetworkStatus => this.status;

  /**
   * For a screen that shows the network status: opens the socket even without a topic, so a
   * page with no live data (customers, staff) says online once connected, not "syncing" for good.
   */
  watchConnection(): () => void {
    this.watchers++;
    if (this.running) this.connection.open();
    return () => {
      this.watchers--;
    };
  }

  onStatus(listener: Listener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  getTopic = (topic: Topic): TopicState => this.topics.get(topic) ?? emptyTopic;

  /** Listens to a topic; the first listener subscribes it, the last one to leave unsubscribes. */
  subscribe(topic: Topic, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      this.listeners.set(topic, (set = new Set()));
      if (this.connection.isOpen) this.sendSubscribe(topic);
      else if (this.running) this.connection.open();
      this.updateStatus();
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size > 0 || this.listeners.get(topic) !== set) return;
      this.listeners.delete(topic);
      clearTimeout(this.settleTimers.get(topic));
      this.connection.send({ type: 'unsubscribe', topic });
      this.updateStatus();
    };
  }

  private opened(): void {
    this.dropped = false;
    for (const topic of this.listeners.keys()) this.sendSubscribe(topic);
    this.updateStatus();
  }

  private lost(): void {
    this.clearSettleTimers();
    this.dropped = true;
    for (const [topic, state] of this.topics) this.setTopic(topic, markSynced(state, false));
    this.updateStatus();
  }

  private sendSubscribe(topic: Topic): void {
    const state = this.getTopic(topic);
    const after = state.position;
    this.connection.send(
      after === undefined ? { type: 'subscribe', topic } : { type: 'subscribe', topic, after },
    );
    this.setTopic(topic, markSynced(state, false));
    // A snapshot says when it is complete; a resumed topic has caught up once changes stop.
    if (after !== undefined) this.settleLater(topic);
  }

  private settleLater(topic: Topic): void {
    clearTimeout(this.settleTimers.get(topic));
    const timer = setTimeout(() => {
      this.settleTimers.delete(topic);
      this.setTopic(topic, markSynced(this.getTopic(topic), true));
    }, this.options.settleMs ?? 750);
    this.settleTimers.set(topic, timer);
  }

  private clearSettleTimers(): void {
    for (const timer of this.settleTimers.values()) clearTimeout(timer);
    this.settleTimers.clear();
  }

  private received(message: ServerMessage): void {
    switch (message.type) {
      case 'snapshot':
        clearTimeout(this.settleTimers.get(message.topic));
        this.settleTimers.delete(message.topic);
        this.setTopic(message.topic, applySnapshot(this.getTopic(message.topic), message));
        return;
      case 'invalidate':
        // A signal topic: its listeners read it again (useLiveInvalidation).
        this.setTopic(message.topic, applySignal(this.getTopic(message.topic), message.position));
        return;
      case 'change':
        this.setTopic(message.topic, applyChange(this.getTopic(message.topic), message));
        if (this.settleTimers.has(message.topic)) this.settleLater(message.topic);
        return;
      case 'error':
        console.error('live:', message.code, message.message);
        // The gateway closes the socket itself after these: its close code sets the wait.
        if (LIVE_CLOSING_ERRORS.has(message.code)) return;
        // The gateway drops a subscription it could not serve: start over on a new socket.
        this.connection.drop();
        return;
      case 'heartbeat':
      case 'pong':
        return; // proof of life, already noted by the connection
    }
  }

  private setTopic(topic: Topic, next: TopicState): void {
    if (this.topics.get(topic) === next) return;
    this.topics.set(topic, next);
    for (const listener of this.listeners.get(topic) ?? []) listener();
    this.updateStatus();
  }

  private updateStatus(): void {
    const caughtUp = [...this.listeners.keys()].every((t) => this.getTopic(t).synced);
    let next: NetworkStatus;
    if (this.connection.isOpen) next = caughtUp ? 'online' : 'sync';
    else next = this.dropped ? 'reconnecting' : 'sync';
    if (next === this.status) return;
    this.status = next;
    for (const listener of this.statusListeners) listener();
  }
}
