// The one command path against the real embedded store: fold, decide, append with the exact
// revision, answer a repeat as the first time, retry a conflict, keep vendors apart.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type EventStore } from '../store/index.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import { changeState, metadata, submit } from '../orders/order.test-fixtures.ts';
import { handleCommand } from './handle-command.ts';
import { DomainError } from '../shared/domain-error.ts';
import { eventIdFor } from '../shared/event-ids.ts';
import type { OrderCommand } from '../orders/order.commands.ts';

let store: EventStore;
beforeEach(() => {
  store = createSqliteEventStore({ path: ':memory:' });
});
afterEach(() => store.close());

const withMeta = <C extends OrderCommand>(cmd: C, meta: Partial<C['metadata']>): C => ({
  ...cmd,
  metadata: { ...cmd.metadata, ...meta },
});

describe('handleCommand', () => {
  it('appends the decided events with metadata and ids derived from the command id', async () => {
    const result = await handleCommand(store, orderAggregate, submit());
    expect(result.repeated).toBe(false);
    expect(result.events.map((e) => e.type)).toEqual(['OrderSubmitted']);
    const [stored] = await store.readStream(orderStreamName(metadata.vendorId, 'order-1'));
    expect(stored?.id).toBe(eventIdFor(metadata.vendorId, metadata.commandId, 0));
    expect(stored?.metadata).toMatchObject({
      vendorId: 'vendor-1',
      actor: { userId: 'cashier-1', kind: 'STAFF' },
      commandId: 'cmd-1',
      correlationId: 'cmd-1',
      causationId: 'cmd-1',
      occurredAt: metadata.now,
      version: 1,
    });
    expect(result.position).toBe(stored?.position);
  });

  it('answers a repeated command as the first time and appends nothing', async () => {
    const first = await handleCommand(store, orderAggregate, submit());
    const again = await handleCommand(store, orderAggregate, submit());
    expect(again.repeated).toBe(true);
    expect(again.position).toBe(first.position);
    expect(again.events).toEqual(first.events);
    expect(await store.readStream(orderStreamName(metadata.vendorId, 'order-1'))).toHaveLength(1);
  });

  it('of two racing calls of one command, only the one that appended answers as its decider', async () => {
    const results = await Promise.all([
      handleCommand(store, orderAggregate, submit()),
      handleCommand(store, orderAggregate, submit()),
    ]);
    expect(results.map((r) => r.repeated).sort()).toEqual([false, true]);
    const [first, second] = results;
    expect(second?.events).toEqual(first?.events);
    expect(second?.position).toBe(first?.position);
    expect(await store.readStream(orderStreamName(metadata.vendorId, 'order-1'))).toHaveLength(1);
  });

  it('folds the stream before deciding, so a later command sees earlier events', async () => {
    await handleCommand(store, orderAggregate, submit({}, { confirm: true }));
    const ready = withMeta(changeState('READYTOSERVE'), { commandId: 'cmd-2' });
    const result = await handleCommand(store, orderAggregate, ready);
    expect(result.state).toMatchObject({ status: 'READYTOSERVE' });
    expect(result.nextRevision).toBe(2);
  });

  it('refuses with a DomainError and appends nothing when decide refuses', async () => {
    await handleCommand(store, orderAggregate, submit());
    const finish = withMeta(changeState('FINISHED'), { commandId: 'cmd-2' });
    await expect(handleCommand(store, orderAggregate, finish)).rejects.toMatchObject({
      code: 'INVALID_ORDER_STATE',
    });
    expect(await store.readStream(orderStreamName(metadata.vendorId, 'order-1'))).toHaveLength(1);
  });

  it("answers another vendor's order as not found", async () => {
    await handleCommand(store, orderAggregate, submit());
    const intruder = withMeta(changeState('CONFIRMED'), {
      commandId: 'cmd-x',
      vendorId: 'vendor-2',
    });
    const error = await handleCommand(store, orderAggregate, intruder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('ORDER_NOT_FOUND');
  });

  it('retries on a concurrent append: concurrent different commands all land, in some order', async () => {
    await handleCommand(store, orderAggregate, submit({}, { confirm: true }));
    const pays = [1, 2, 3].map((i) =>
      withMeta(
        {
          ...changeState('READYTOSERVE'),
          type: 'PayOrder',
          data: { orderId: 'order-1', amount: 1000 },
        } as OrderCommand,
        { commandId: `pay-${i}` },
      ),
    );
    const results = await Promise.all(pays.map((c) => handleCommand(store, orderAggregate, c)));
    expect(results.every((r) => !r.repeated)).toBe(true);
    expect(
      (await store.readStream(orderStreamName(metadata.vendorId, 'order-1'))).filter(
        (e) => e.type === 'OrderPaid',
      ),
    ).toHaveLength(3);
  });

  it('gives up after a bounded number of conflicts with CONCURRENCY_CONFLICT', async () => {
    let appends = 0;
    // The real store, with a writer that always wins the race just before us.
    const contended: EventStore = {
      ...store,
      append: async (stream) => {
        appends += 1;
        throw new WrongExpectedRevisionError(stream, 'no_stream', 0);
      },
    };
    await expect(handleCommand(contended, orderAggregate, submit())).rejects.toMatchObject({
      code: 'CONCURRENCY_CONFLICT',
    });
    expect(appends).toBe(4);
  });

  it('gives up too when its events are appended but its reads never show them (a lagging replica)', async () => {
    await handleCommand(store, orderAggregate, submit());
    let appends = 0;
    const lagging: EventStore = {
      ...store,
      readStream: async () => [],
      append: async (...args) => ((appends += 1), store.append(...args)),
    };
    await expect(handleCommand(lagging, orderAggregate, submit())).rejects.toMatchObject({
      code: 'CONCURRENCY_CONFLICT',
    });
    expect(appends).toBe(4);
  });
});
