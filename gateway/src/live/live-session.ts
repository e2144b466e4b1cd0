// The protocol of one live client (engine/src/contracts/live.contract.ts): subscribe with or
// without `after`, unsubscribe, ping. A subscribe answers a snapshot, or exactly the changes
// missed since `after`, then the changes buffered meanwhile, then live changes. Subscribes and
// unreadable frames are rate-limited per connection (live-limits.ts); beyond, the socket closes.
import type { FastifyBaseLogger } from 'fastify';
import type { RawData } from 'ws';
import { ClientMessage, LiveCloseCode, type Topic } from '@sofre/engine/contracts';
import { errorMessages } from '@sofre/engine';
import { messages } from '../messages.ts';
import type { ReadSide } from '../platform/read-side.port.ts';
import type { LiveClient } from './live-client.ts';
import { liveMessageOf } from './change-batch.ts';
import { catchUp } from './catch-up.ts';
import type { LiveHub } from './live-hub.ts';
import { isNewer } from './live-position.ts';

export function serveLiveClient(
  hub: LiveHub,
  readSide: ReadSide,
  client: LiveClient,
  log: FastifyBaseLogger,
  /** Whether this client may watch a topic (live.route.ts topicAccess). */
  mayWatch: (topic: Topic) => boolean,
) {
  /**
   * Topics whose answer is being read, with the `after` of the latest subscribe. A resubscribe
   * meanwhile does not read another (a large board's snapshot is megabytes): the running loop
   * reads once more for the latest subscribe when the current read ends.
   */
  const answering = new Map<Topic, { after: string | undefined; again: boolean }>();

  const answer = async (topic: Topic, after: string | undefined) => {
    const sub = client.subscriptions.get(topic);
    if (!sub) return; // unsubscribed meanwhile
    try {
      if (!(await catchUp(readSide, client, topic, sub, after))) return;
      for (const change of sub.buffer) {
        if (!isNewer(change.position, sub.position)) continue;
        client.send(liveMessageOf(change));
        sub.position = change.position;
      }
      sub.buffer = [];
      sub.ready = true;
    } catch (error) {
      log.error({ err: error, topic }, 'live subscribe failed');
      if (client.subscriptions.get(topic) === sub) hub.untrack(client, topic);
      client.send({
        type: 'error',
        code: 'OPERATION_FAILED',
        message: errorMessages.OPERATION_FAILED,
      });
    }
  };

  const subscribe = async (topic: Topic, after: string | undefined) => {
    hub.track(client, topic); // from now on its changes are buffered for the answer
    const running = answering.get(topic);
    if (running) {
      Object.assign(running, { after, again: true });
      return;
    }
    const request = { after, again: true };
    answering.set(topic, request);
    while (request.again && !client.ended) {
      request.again = false;
      await answer(topic, request.after);
    }
    answering.delete(topic);
  };

  const closeFor = (code: number, error: keyof typeof messages) => {
    client.send({ type: 'error', code: error, message: messages[error] });
    client.end(code, error);
  };

  client.socket.on('message', (data: RawData) => {
    if (client.ended) return;
    let parsed: ReturnType<typeof ClientMessage.safeParse>;
    try {
      parsed = ClientMessage.safeParse(JSON.parse(data.toString()));
    } catch {
      parsed = ClientMessage.safeParse(undefined);
    }
    if (!parsed.success) {
      if (!client.badFrames.take()) {
        closeFor(LiveCloseCode.BAD_MESSAGES, 'LIVE_TOO_MANY_BAD_MESSAGES');
        return;
      }
      client.send({ type: 'error', code: 'LIVE_BAD_MESSAGE', message: messages.LIVE_BAD_MESSAGE });
      return;
    }
    const message = parsed.data;
    switch (message.type) {
      case 'ping':
        client.send({ type: 'pong' });
        return;
      case 'unsubscribe':
        hub.untrack(client, message.topic);
        return;
      case 'subscribe':
        if (!client.subscribes.take()) {
          closeFor(LiveCloseCode.TOO_MANY_SUBSCRIBES, 'LIVE_TOO_MANY_SUBSCRIBES');
          return;
        }
        if (!mayWatch(message.topic)) {
          client.send({ type: 'error', code: 'FORBIDDEN', message: messages.FORBIDDEN });
          return;
        }
        void subscribe(message.topic, message.after);
        return;
    }
  });
}
