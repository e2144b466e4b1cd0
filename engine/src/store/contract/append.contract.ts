// append: expected revisions, conflicts, idempotent retries, unique ids.
import { expect, it } from 'vitest';
import { isDuplicateEventId } from '../duplicate-event-id.error.ts';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
} from '../event-store.port.ts';
import { newEvent, newEvents, uniqueStream } from './contract.fixtures.ts';

export interface AppendContractOptions {
  /** EventStoreDB keeps ids unique only within what it recognises as a retry. */
  readonly globallyUniqueEventIds: boolean;
}

async function conflictOf(promise: Promise<unknown>): Promise<WrongExpectedRevisionError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  return error as WrongExpectedRevisionError;
}

export function appendContract(store: () => EventStore, options: AppendContractOptions): void {
  it('appends to a new stream with no_stream, revisions counting from 0', async () => {
    const stream = uniqueStream();
    const result = await store().append(stream, newEvents(3), 'no_stream');
    expect(result.nextRevision).toBe(2);
    const events = await store().readStream(stream);
    expect(events.map((e) => e.revision)).toEqual([0, 1, 2]);
    expect(result.position).toBe(events[2]?.position);
  });

  it('refuses no_stream on an existing stream, with the actual revision', async () => {
    const stream = uniqueStream();
    await store().append(stream, newEvents(2), 'no_stream');
    const conflict = await conflictOf(store().append(stream, [newEvent()], 'no_stream'));
    expect(conflict).toMatchObject({
      name: 'WrongExpectedRevisionError',
      stream,
      expected: 'no_stream',
      actual: 1,
    });
    expect(await store().readStream(stream)).toHaveLength(2);
  });

  it('appends with stream_exists only to an existing stream', async () => {
    const stream = uniqueStream();
    const missing = await conflictOf(store().append(stream, [newEvent()], 'stream_exists'));
    expect(missing).toMatchObject({ stream, expected: 'stream_exists', actual: 'no_stream' });
    expect(await store().readStream(stream)).toEqual([]);
    await store().append(stream, [newEvent()], 'no_stream');
    expect((await store().append(stream, [newEvent()], 'stream_exists')).nextRevision).toBe(1);
  });

  it('appends with any whether or not the stream exists', async () => {
    const stream = uniqueStream();
    expect((await store().append(stream, newEvents(2), 'any')).nextRevision).toBe(1);
    expect((await store().append(stream, [newEvent()], 'any')).nextRevision).toBe(2);
  });

  it('appends with the exact revision of the last event, and refuses any other', async () => {
    const stream = uniqueStream();
    const onMissing = await conflictOf(store().append(stream, [newEvent()], 0));
    expect(onMissing).toMatchObject({ stream, expected: 0, actual: 'no_stream' });
    await store().append(stream, newEvents(2), 'no_stream');
    expect((await store().append(stream, [newEvent()], 1)).nextRevision).toBe(2);
    for (const stale of [0, 1, 3] as const) {
      const conflict = await conflictOf(store().append(stream, [newEvent()], stale));
      expect(conflict).toMatchObject({ stream, expected: stale, actual: 2 });
      expect(conflict.message).toContain(stream);
    }
    expect(await store().readStream(stream)).toHaveLength(3);
  });

  it('lets exactly one of two writers with the same expected revision win', async () => {
    const stream = uniqueStream();
    await store().append(stream, [newEvent()], 'no_stream');
    const outcomes = await Promise.allSettled([
      store().append(stream, [newEvent()], 0),
      store().append(stream, [newEvent()], 0),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [lost] = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(lost).toBeInstanceOf(WrongExpectedRevisionError);
    expect(await store().readStream(stream)).toHaveLength(2);
  });

  it('lands every append of concurrent writers of one stream that expect any', async () => {
    const stream = uniqueStream();
    const write = async () => {
      for (let n = 0; n < 20; n++) await store().append(stream, newEvents(2), 'any');
    };
    await Promise.all([write(), write(), write(), write()]);
    const stored = await store().readStream(stream);
    expect(stored.map((e) => e.revision)).toEqual(Array.from({ length: 160 }, (_, n) => n));
  });

  it('says whether an append wrote the events or found them already there', async () => {
    const stream = uniqueStream();
    const events = newEvents(2);
    const first = await store().append(stream, events, 'no_stream');
    const again = await store().append(stream, events, 'no_stream');
    expect(first.repeated).toBe(false);
    expect(again).toEqual({ ...first, repeated: true });
  });

  it('answers a retried append as the first time and writes nothing, whatever it expects', async () => {
    const stream = uniqueStream();
    const events = newEvents(2);
    const first = await store().append(stream, events, 'no_stream');
    const repeat = { ...first, repeated: true };
    const retries: ExpectedRevision[] = ['no_stream', 'any', 'stream_exists', 1, 7];
    for (const expected of retries) {
      expect(await store().append(stream, events, expected)).toEqual(repeat);
    }
    await store().append(stream, [newEvent()], 1);
    expect(await store().append(stream, events, 'any')).toEqual(repeat);
    expect(await store().append(stream, events, 'no_stream')).toEqual(repeat);
    const stored = await store().readStream(stream);
    expect(stored.map((e) => e.id)).toEqual([...events.map((e) => e.id), stored[2]?.id]);
  });

  it('answers concurrent retries of one append alike, only one of them as the writer', async () => {
    const stream = uniqueStream();
    const events = newEvents(2);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => store().append(stream, events, 'no_stream')),
    );
    expect(results.filter((r) => !r.repeated)).toHaveLength(1);
    const { nextRevision, position } = results[0]!;
    expect(results.every((r) => r.nextRevision === nextRevision && r.position === position)).toBe(
      true,
    );
    expect(await store().readStream(stream)).toHaveLength(2);
  });

  it.runIf(options.globallyUniqueEventIds)('refuses an event id used elsewhere', async () => {
    const [stream, other] = [uniqueStream(), uniqueStream()];
    const [first, second] = [newEvent(), newEvent()];
    await store().append(stream, [first, second], 'no_stream');
    const reused = (batch: EventToAppend[], target: string) =>
      store()
        .append(target, batch, 'any')
        .then(
          () => 'appended',
          (e: unknown) => (isDuplicateEventId(e) ? 'duplicate' : e),
        );
    expect(await reused([first], other)).toBe('duplicate'); // in another stream
    expect(await reused([newEvent(), second], other)).toBe('duplicate'); // later in a batch
    expect(await reused([second, first], stream)).toBe('duplicate'); // in another order
    const twice = newEvent();
    expect(await reused([twice, twice], other)).toBe('duplicate'); // twice in one batch
    expect(await store().readStream(other)).toEqual([]);
    expect(await store().readStream(stream)).toHaveLength(2);
  });
}
