// One websocket client of the live endpoint: its vendor, its subscriptions, and the guards that
// keep one slow or dead client from hurting the others.
import type { WebSocket } from 'ws';
import type { Position } from '@sofre/engine';
import type { ServerMessage, Topic } from '@sofre/engine/contracts';
import type { LiveChange } from '../platform/read-side.port.ts';

/** A subscription buffers live changes until its snapshot (or catch-up) has been sent. */
export interface Subscription {
  ready: boolean;
  buffer: LiveChange[];
  /** The last position this client was sent for the topic. */
  position: Position;
}

export const SLOW_CLIENT_CLOSE_CODE = 4008;
/** The login the connection was opened with has ended (logout, stolen refresh token). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

export class LiveClient {
  readonly subscriptions = new Map<Topic, Subscription>();
  /** Answered the last protocol ping (browsers answer ping frames by themselves). */
  alive = true;
  dropped = false;
  /** The login (refresh family) the connection was opened with; none for a guest's tracker. */
  sessionId: string | undefined;

  constructor(
    readonly socket: WebSocket,
    readonly vendorId: string,
    private readonly maxBufferedBytes: number,
    private readonly onDrop: (client: LiveClient, reason: string) => void,
  ) {
    socket.on('pong', () => {
      this.alive = true;
    });
  }

  /** Sends an already serialised message; drops the client if its send buffer is backed up. */
  sendRaw(text: string): void {
    if (this.dropped || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.maxBufferedBytes) {
      this.drop('slow');
      return;
    }
    this.socket.send(text);
  }

  send(message: ServerMessage): void {
    this.sendRaw(JSON.stringify(message));
  }

  drop(reason: string): void {
    if (this.dropped) return;
    this.dropped = true;
    this.onDrop(this, reason);
    // A slow client's buffer is full: a close frame would queue behind it, so cut the socket.
    if (reason === 'slow') this.socket.terminate();
    else this.socket.close(SLOW_CLIENT_CLOSE_CODE, reason);
  }
}
