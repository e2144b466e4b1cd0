// Auto-dispatch without HTTP: the rule (decideAutoDispatch) on its own, then the workflow on the
// real embedded store — the vendor's provider is asked once per order that became ready after the
// setting, never for an order that had a trip, was ready before, or is not a courier order; a
// repeat (a restart, a second gateway) asks nothing; a provider's refusal is recorded, not retried.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand, loadState } from '../commands/handle-command.ts';
import type { OrderCommand } from '../orders/order.commands.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import { submit } from '../orders/order.test-fixtures.ts';
import type { ExistingOrder } from '../orders/order.state.ts';
import type { DeliveryType, OrderStatus } from '../shared/enums.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import { customerHome, restaurant } from '../trips/trip.test-fixtures.ts';
import { vendorAccountAggregate } from '../vendors/vendor-account.decider.ts';
import type { AutoDispatchProvider } from '../vendors/vendor-account.events.ts';
import { autoDispatchAggregate, autoDispatchStreamName } from './auto-dispatch.claim.ts';
import {
  autoDispatchOrder,
  decideAutoDispatch,
  type AutoDispatchFacts,
} from './auto-dispatch.workflow.ts';
import type { CourierPort } from './request-provider-trip.workflow.ts';
import { tripsOfOrder } from './trip-of-order.ts';

const vendorId = 'vendor-1';
const T0 = '2025-03-21T08:00:00.000Z';
const T1 = '2025-03-21T08:30:00.000Z';

describe('decideAutoDispatch', () => {
  const ready = {
    status: 'READYTOSHIPMENT',
    deliveryType: 'DELIVER',
  } as unknown as ExistingOrder;
  const facts: AutoDispatchFacts = {
    setting: { provider: 'MIARE', since: T0 },
    order: ready,
    readySince: T1,
    hadTrip: false,
    claim: { status: 'NONE' },
  };
  it('requests the vendor’s provider for a courier order that became ready since', () => {
    expect(decideAutoDispatch(facts)).toEqual({ kind: 'request', provider: 'MIARE' });
    const express = { ...ready, deliveryType: 'ZFEXPRESS' } as ExistingOrder;
    expect(decideAutoDispatch({ ...facts, order: express })).toMatchObject({ kind: 'request' });
  });

  it('ignores everything else, saying why', () => {
    const cases: [Partial<AutoDispatchFacts>, string][] = [
      [{ setting: null }, 'OFF'],
      [{ order: { status: 'NONE' } }, 'NOT_READY'],
      [{ order: { ...ready, deliveryType: 'PICKUP' } as ExistingOrder }, 'NOT_A_COURIER_ORDER'],
      [{ order: { ...ready, status: 'CONFIRMED' } as ExistingOrder }, 'NOT_READY'],
      [{ readySince: undefined }, 'NOT_READY'],
      [{ readySince: '2025-03-21T07:59:59.000Z' }, 'READY_BEFORE_SETTING'],
      [{ hadTrip: true }, 'HAS_TRIP'],
      [{ claim: { status: 'FAILED', provider: 'MIARE', code: 'X' } }, 'ALREADY_CLAIMED'],
    ];
    for (const [change, reason] of cases)
      expect(decideAutoDispatch({ ...facts, ...change }), reason).toEqual({
        kind: 'ignore',
        reason,
      });
  });
});

describe('autoDispatchOrder', () => {
  let store: EventStore;
  let n = 0;
  let asked: string[];
  let refuse: Error | undefined;
  const couriers: CourierPort = {
    async request(provider, trip) {
      if (refuse) throw refuse;
      asked.push(`${provider}:${trip.tripId}`);
      return { providerTripId: `P-${trip.tripId}`, fee: 450_000 };
    },
    async cancel() {},
  };
  const meta = (now = T1): CommandMetadata => ({
    commandId: `cmd-${++n}`,
    vendorId,
    actor: { userId: 'auto-dispatch', kind: 'SYSTEM' },
    now,
  });
  beforeEach(async () => {
    store = await createSqliteEventStore({ path: ':memory:' });
    asked = [];
    refuse = undefined;
  });
  afterEach(() => store.close());

  const setting = (provider: AutoDispatchProvider | null, now = T0) =>
    handleCommand(store, vendorAccountAggregate, {
      type: 'SetAutoDispatch',
      data: { vendorId, provider },
      metadata: meta(now),
    });
  const order = (command: Omit<OrderCommand, 'metadata'>) =>
    handleCommand(store, orderAggregate, { ...command, metadata: meta() } as OrderCommand);
  async function orderAt(orderId: string, status: OrderStatus, deliveryType: DeliveryType) {
    const { type, data } = submit(
      { deliveryType, paymentMethod: 'CASH' },
      { orderId, confirm: true },
    );
    await order({ type, data });
    if (status !== 'CONFIRMED')
      await order({ type: 'ChangeOrderState', data: { orderId, target: status } });
  }
  const dispatch = (orderId: string) =>
    autoDispatchOrder(store, {
      metadata: meta(),
      orderId,
      pickup: restaurant,
      dropoffOf: async () => customerHome,
      couriers,
    });
  const eventCount = async () => (await store.readAll(undefined, 10_000)).length;
  const claim = async (orderId: string) =>
    (
      await loadState(
        store,
        autoDispatchAggregate,
        autoDispatchStreamName(vendorId, orderId),
        vendorId,
      )
    ).state;

  it('asks the vendor’s provider once; a repeat asks nothing', async () => {
    await setting('SNAPP_BOX');
    await orderAt('o-1', 'READYTOSHIPMENT', 'DELIVER');
    expect(await dispatch('o-1')).toMatchObject({
      result: 'REQUESTED',
      provider: 'SNAPP_BOX',
      tripId: 'o-1~1',
      providerTripId: 'P-o-1~1',
    });
    const trips = await tripsOfOrder(store, vendorId, 'o-1');
    expect(trips.latest).toMatchObject({ status: 'TRIPREQUESTED', provider: 'SNAPP_BOX' });
    expect(await claim('o-1')).toEqual({
      status: 'REQUESTED',
      provider: 'SNAPP_BOX',
      tripId: 'o-1~1',
    });
    const before = await eventCount();
    expect(await dispatch('o-1')).toEqual({ result: 'IGNORED', reason: 'HAS_TRIP' });
    expect(asked).toEqual(['SNAPP_BOX:o-1~1']);
    expect(await eventCount()).toBe(before);
  });

  it('does nothing with the setting off, for orders that are not ready courier orders, or were ready before', async () => {
    await orderAt('early', 'READYTOSHIPMENT', 'DELIVER');
    expect(await dispatch('early')).toEqual({ result: 'IGNORED', reason: 'OFF' });
    await setting('MIARE', '2025-03-21T09:00:00.000Z');
    await orderAt('salon', 'READYTOSERVE', 'SERVE');
    await orderAt('cooking', 'CONFIRMED', 'DELIVER');
    const before = await eventCount();
    expect(await dispatch('early')).toMatchObject({ reason: 'READY_BEFORE_SETTING' });
    expect(await dispatch('salon')).toMatchObject({ reason: 'NOT_A_COURIER_ORDER' });
    expect(await dispatch('cooking')).toMatchObject({ reason: 'NOT_READY' });
    expect(await dispatch('missing')).toMatchObject({ reason: 'NOT_READY' });
    expect(await eventCount()).toBe(before);
    expect(asked).toEqual([]);
  });

  it('records a provider’s refusal once and leaves the order to the dispatcher', async () => {
    await setting('BORDAR');
    await orderAt('o-2', 'READYTOSHIPMENT', 'DELIVER');
    refuse = Object.assign(new Error('provider down'), { code: 'COURIER_PROVIDER_UNAVAILABLE' });
    const failed = await dispatch('o-2');
    expect(failed).toMatchObject({
      result: 'FAILED',
      provider: 'BORDAR',
      code: 'COURIER_PROVIDER_UNAVAILABLE',
    });
    expect(await claim('o-2')).toMatchObject({
      status: 'FAILED',
      code: 'COURIER_PROVIDER_UNAVAILABLE',
    });
    expect((await tripsOfOrder(store, vendorId, 'o-2')).latest).toBeUndefined();
    const state = await loadState(
      store,
      orderAggregate,
      orderStreamName(vendorId, 'o-2'),
      vendorId,
    );
    expect(state.state.status).toBe('READYTOSHIPMENT');
    // The provider is back: the order is not asked for again by itself.
    refuse = undefined;
    expect(await dispatch('o-2')).toEqual({ result: 'IGNORED', reason: 'ALREADY_CLAIMED' });
    expect(asked).toEqual([]);
  });

  it('two runs racing for one order ask the provider once', async () => {
    await setting('SNAPP_BOX');
    await orderAt('o-3', 'READYTOSHIPMENT', 'ZFEXPRESS');
    const outcomes = await Promise.all([dispatch('o-3'), dispatch('o-3')]);
    expect(outcomes.map((o) => o.result).sort()).toEqual(['IGNORED', 'REQUESTED']);
    expect(asked).toEqual(['SNAPP_BOX:o-3~1']);
  });
});
