// The protocol of one live client (engine/src/contracts/live.contract.ts): subscribe with or
// without `after`, unsubscribe, ping. A subscribe answers a snapshot, or exactly the changes
// missed since `after`, then the changes buffered meanwhile, then live changes.
import type { FastifyBaseLogger } from 'fastify';
import type { RawData } from 'ws';
import { ClientMessage, isSignalTopic, type Topic } from '@sofre/engine/contracts';
import { errorMessages } from '@sofre/engine';
import { messages } from '../messages.ts';
import type { ReadSide } from '../platform/read-side.port.ts';
import type { LiveClient, Subscription } from './live-client.ts';
import { liveMessageOf } from './change-batch.ts';
import type { LiveHub } from './live-hub.ts';

export function serveLiveClient(
  hub: LiveHub,
  readSide: ReadSide,
  client: LiveClient,
  log: FastifyBaseLogger,
  /** Whether this client may watch a topic (live.route.ts topicAccess). */
  mayWatch: (topic: Topic) => boolean,
) {
  const catchUp = async (topic: Topic, sub: Subscription, after: string | undefined) => {
    if (isSignalTopic(topic)) {
      // Nothing to replay: the client reads the topic again from where the read models are now.
      const position = readSide.position();
      client.send({ type: 'invalidate', topic, position });
      sub.position = position;
      return true;
    }
    if (after === undefined) {
      const snapshot = await readSide.snapshot(client.vendorId, topic);
      if (client.subscriptions.get(topic) !== sub) return false;
      client.send({
        type: 'snapshot',
        topic,
        position: snapshot.position,
        rows: [...snapshot.rows],
      });
      sub.position = snapshot.position;
      return true;
    }
    const missed = await readSide.changesSince(client.vendorId, topic, after);
    if (client.subscriptions.get(topic) !== sub) return false;
    sub.position = after;
    for (const change of missed) {
      const row = change.row;
      if (row) client.send({ type: 'change', topic, position: change.position, row });
      sub.position = change.position;
    }
    return true;
  };

  const subscribe = async (topic: Topic, after: string | undefined) => {
    hub.track(client, topic);
    const sub = client.subscriptions.get(topic)!;
    try {
      if (!(await catchUp(topic, sub, after))) return;
      for (const change of sub.buffer) {
        if (change.position <= sub.position) continue;
        client.send(liveMessageOf(change));
        sub.position = change.position;
      }
      sub.buffer = [];
      sub.ready = true;
    } catch (error) {
      log.error({ err: error, topic }, 'live subscribe failed');
      hub.untrack(client, topic);
      client.send({
        type: 'error',
        code: 'OPERATION_FAILED',
        message: errorMessages.OPERATION_FAILED,
      });
    }
  };

  client.socket.on('message', (data: RawData) => {
    let parsed: ReturnType<typeof ClientMessage.safeParse>;
    try {
      parsed = ClientMessage.safeParse(JSON.parse(data.toString()));
    } catch {
      parsed = ClientMessage.safeParse(undefined);
    }
    if (!parsed.success) {
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
        if (!mayWatch(message.topic)) {
          client.send({ type: 'error', code: 'FORBIDDEN', message: messages.FORBIDDEN });
          return;
        }
        void subscribe(message.topic, message.after);
        return;
    }
  });
}
