// One websocket client of the live endpoint: its vendor, its subscriptions, and the guards that
// keep one slow, dead or abusive client from hurting the others.
import type { WebSocket } from 'ws';
import type { Position } from '@sofre/engine';
import { LiveCloseCode, type ServerMessage, type Topic } from '@sofre/engine/contracts';
import type { LiveChange } from '../platform/read-side.port.ts';
import type { LiveLimits } from './live-limits.ts';
import { TokenBucket } from './token-bucket.ts';

/** A subscription buffers live changes until its snapshot (or catch-up) has been sent. */
export interface Subscription {
  ready: boolean;
  buffer: LiveChange[];
  /** The last position this client was sent for the topic. */
  position: Position;
}

export interface LiveClientOptions {
  /** A client whose unsent bytes exceed this is closed rather than queued for without end. */
  readonly maxBufferedBytes: number;
  readonly closeGraceMs: number;
  readonly limits: LiveLimits;
  /** Told once when the client is closed by the gateway, before the socket closes. */
  readonly onEnd: (client: LiveClient, reason: string) => void;
}

export class LiveClient {
  readonly subscriptions = new Map<Topic, Subscription>();
  readonly subscribes: TokenBucket;
  readonly badFrames: TokenBucket;
  /** Answered the last protocol ping (browsers answer ping frames by themselves). */
  alive = true;
  /** Closed by the gateway: nothing more is sent or read. */
  ended = false;
  /** The login (refresh family) the connection was opened with; none for a guest's tracker. */
  sessionId: string | undefined;

  constructor(
    readonly socket: WebSocket,
    readonly vendorId: string,
    private readonly options: LiveClientOptions,
  ) {
    this.subscribes = new TokenBucket(options.limits.subscribes);
    this.badFrames = new TokenBucket(options.limits.badFrames);
    socket.on('pong', () => {
      this.alive = true;
    });
  }

  /** Sends an already serialised message; closes the client if its send buffer is backed up. */
  sendRaw(text: string): void {
    if (this.ended || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.options.maxBufferedBytes) {
      this.end(LiveCloseCode.TOO_SLOW, 'LIVE_TOO_SLOW');
      return;
    }
    this.socket.send(text);
  }

  send(message: ServerMessage): void {
    this.sendRaw(JSON.stringify(message));
  }

  /**
   * Closes with a code the client can read (engine contracts LiveCloseCode), then cuts the socket
   * after a grace: a client that does not read never answers the close frame, and cutting at once
   * would lose the code. Nothing more is queued meanwhile, so its memory stays bounded.
   */
  end(code: number, reason: string): void {
    if (this.ended) return;
    this.ended = true;
    this.options.onEnd(this, reason);
    const cut = setTimeout(() => this.socket.terminate(), this.options.closeGraceMs);
    cut.unref();
    this.socket.once('close', () => clearTimeout(cut));
    this.socket.close(code, reason);
  }
}
