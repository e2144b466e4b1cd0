// The header's network pill on a page with no live topic (customers, staff, roles, settings, no
// access): it used to say "syncing" for good, since such a page never opened the socket. A shown
// pill now opens it and says online once connected, and reconnecting when it drops.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient } from './live-client.ts';
import type { WebSocketLike } from './live-connection.ts';

/** A socket the test opens and closes by hand. */
class FakeSocket implements WebSocketLike {
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: unknown[] = [];
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

describe('the network status of a page without live topics', () => {
  let sockets: FakeSocket[];
  let client: LiveClient;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    client = new LiveClient({
      url: 'ws://sofre.test/live',
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      backoff: { baseMs: 10, maxMs: 10 },
    });
  });

  afterEach(() => {
    client.stop();
    vi.useRealTimers();
  });

  it('given a shown status, when the socket opens, then it is online', () => {
    const unwatch = client.watchConnection();
    client.start();
    expect(sockets).toHaveLength(1);
    expect(client.getStatus()).toBe('sync');

    sockets[0]!.open();

    expect(client.getStatus()).toBe('online');
    expect(sockets[0]!.sent).toEqual([]);
    unwatch();
  });

  it('given an online page, when the socket drops, then it is reconnecting until a new one opens', () => {
    client.start();
    client.watchConnection();
    sockets[0]!.open();

    sockets[0]!.drop();
    expect(client.getStatus()).toBe('reconnecting');

    vi.advanceTimersByTime(10);
    sockets[1]!.open();
    expect(client.getStatus()).toBe('online');
  });

  it('given a status no longer shown and no topic, when the app starts again, then no socket opens', () => {
    client.start();
    const unwatch = client.watchConnection();
    expect(sockets).toHaveLength(1);
    unwatch();
    client.stop();

    client.start();

    expect(sockets).toHaveLength(1);
  });
});
