// One websocket that stays up: it pings, treats silence as death, and after any drop opens a
// new socket after an exponential backoff with jitter. It knows nothing of topics: it says
// when it is open, passes on each valid server message, and says when it dropped.
import {
  HEARTBEAT_INTERVAL_MS,
  isPenaltyClose,
  ServerMessage,
  type ClientMessage,
} from '@sofre/engine/contracts';
import { backoffDelay, defaultBackoff, type BackoffOptions } from './backoff.ts';

/** The part of a WebSocket used here: the browser's and the `ws` package's both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface ConnectionOptions {
  /**
   * Where to connect; a function is asked again on every (re)connect, and may take its time (the
   * access token renewed first, so a socket never reconnects with an expired one).
   */
  readonly url: string | (() => string | Promise<string>);
  readonly createSocket?: (url: string) => WebSocketLike;
  readonly backoff?: BackoffOptions;
  readonly random?: () => number;
  /** Pings this often, so a quiet connection still proves it is alive. */
  readonly pingMs?: number;
  /** Nothing heard for this long: the connection is dead even if the socket says open. */
  readonly silenceMs?: number;
}

export interface ConnectionEvents {
  readonly opened: () => void;
  readonly received: (message: ServerMessage) => void;
  readonly dropped: () => void;
}

const OPEN = 1;
const browserSocket = (url: string) => new WebSocket(url) as unknown as WebSocketLike;
/** An attempt number whose backoff is the longest (backoff.ts caps it). */
const LONGEST = 30;
const closeCodeOf = (event: unknown): number | undefined =>
  typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number'
    ? event.code
    : undefined;

export class LiveConnection {
  private socket: WebSocketLike | undefined;
  private wanted = false;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  /** Waiting for the address of the next socket. */
  private addressing = false;

  constructor(
    private readonly options: ConnectionOptions,
    private readonly events: ConnectionEvents,
  ) {}

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Opens a socket unless one is open, opening, or waiting to retry. */
  open(): void {
    this.wanted = true;
    if (!this.socket && this.reconnectTimer === undefined && !this.addressing) this.connect();
  }

  /** Retries at once, e.g. when the browser says it is back online. */
  retryNow(): void {
    if (!this.wanted || this.socket || this.addressing) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.attempt = 0;
    this.connect();
  }

  close(): void {
    this.wanted = false;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.forget();
  }

  send(message: ClientMessage): void {
    if (this.isOpen) this.socket?.send(JSON.stringify(message));
  }

  /**
   * Gives up on the current socket and retries after the backoff; the longest one when the
   * gateway closed it for misbehaving (`closeCode`), since retrying at once would only repeat it.
   */
  drop(closeCode?: number): void {
    this.forget();
    this.events.dropped();
    if (!this.wanted) return;
    const penalty = closeCode !== undefined && isPenaltyClose(closeCode);
    const delay = backoffDelay(
      penalty ? LONGEST : this.attempt++,
      this.options.backoff ?? defaultBackoff,
      this.options.random,
    );
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect();
    }, delay);
  }

  private connect(): void {
    const url = typeof this.options.url === 'string' ? this.options.url : this.options.url();
    if (typeof url === 'string') return this.openSocket(url);
    this.addressing = true;
    url.then(
      (address) => {
        this.addressing = false;
        if (this.wanted && !this.socket) this.openSocket(address);
      },
      () => {
        this.addressing = false;
        if (this.wanted) this.drop();
      },
    );
  }

  private openSocket(url: string): void {
    const socket = (this.options.createSocket ?? browserSocket)(url);
    this.socket = socket;
    socket.onopen = () => {
      const pingMs = this.options.pingMs ?? HEARTBEAT_INTERVAL_MS;
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), pingMs);
      this.heard();
      this.events.opened();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => this.drop(closeCodeOf(event));
    socket.onerror = () => undefined; // a close event follows
  }

  /** Forgets the socket at once: a dead TCP connection may take long to report its close. */
  private forget(): void {
    const socket = this.socket;
    this.socket = undefined;
    clearInterval(this.pingTimer);
    clearTimeout(this.silenceTimer);
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    // Closing a socket still connecting reports an error (Node's ws emits it, and with no listener
    // it would be thrown): it is the end we asked for, so it is heard and let go.
    socket.onerror = () => undefined;
    if (socket.readyState <= OPEN) socket.close();
  }

  private heard(): void {
    clearTimeout(this.silenceTimer);
    const silenceMs = this.options.silenceMs ?? HEARTBEAT_INTERVAL_MS * 2.5;
    this.silenceTimer = setTimeout(() => this.drop(), silenceMs);
  }

  private receive(data: unknown): void {
    this.heard();
    let parsed: ReturnType<typeof ServerMessage.safeParse>;
    try {
      parsed = ServerMessage.safeParse(JSON.parse(String(data)));
    } catch {
      parsed = ServerMessage.safeParse(undefined);
    }
    if (!parsed.success) {
      console.error('live: a message that does not meet the contract', data);
      return;
    }
    // A server that answers is a server worth retrying quickly next time; an error is not.
    if (parsed.data.type !== 'error') this.attempt = 0;
    this.events.received(parsed.data);
  }
}
