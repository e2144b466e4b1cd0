// The auto-dispatch reactor: it follows the read models' `dispatch` changes (a courier order or a
// biker of a vendor changed) and, for a vendor that chose a provider, runs the engine's
// autoDispatchOrder on each order waiting for a courier. At start it looks at every vendor once,
// for orders that became ready while no gateway ran. The engine's claim makes each order's request
// happen at most once, across restarts and gateways; this reactor only remembers which orders it
// already looked at, so a busy dispatch topic does not re-read their streams. A failure is logged
// (and recorded by the engine); the order stays in the un-assigned list for the dispatcher.
import { autoDispatchOrder, type AutoDispatchOutcome } from '@sofre/engine/delivery';
import { commandRunner } from '../commands/command-runner.ts';
import { accountOf, vendorOf } from '../vendors/vendor-streams.ts';
import type { Platform } from '../platform/platform.port.ts';
import type { ActiveCouriers } from './courier.config.ts';
import { courierPort, dropoffFor, pickupOf } from './courier-trips.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The auto-dispatch reactor (couriers/auto-dispatch.reactor.ts). */
    autoDispatch: AutoDispatchReactor;
  }
}

export interface AutoDispatchLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export type AutoDispatchReactor = ReturnType<typeof autoDispatchReactor>;

export function autoDispatchReactor(
  platform: Platform,
  couriers: ActiveCouriers,
  log: AutoDispatchLog,
  clock: () => Date = () => new Date(),
) {
  const due = new Set<string>();
  /** Per vendor, the waiting orders already looked at (forgotten once they stop waiting). */
  const seen = new Map<string, Set<string>>();
  let loop: Promise<void> | undefined;
  let unsubscribe: (() => void) | undefined;
  let stopped = false;

  const runner = commandRunner(platform, clock);
  const reactor = { userId: 'auto-dispatch', kind: 'SYSTEM' } as const;

  function report(vendorId: string, orderId: string, outcome: AutoDispatchOutcome) {
    if (outcome.result === 'REQUESTED') {
      const { provider, tripId, providerTripId } = outcome;
      log.info({ vendorId, orderId, provider, tripId, providerTripId }, 'auto-dispatch requested');
    } else if (outcome.result === 'FAILED' && outcome.code === 'ORDER_HAS_ACTIVE_TRIP') {
      log.info({ vendorId, orderId }, 'auto-dispatch: the dispatcher sent the order first');
    } else if (outcome.result === 'FAILED') {
      const { provider, code, error } = outcome;
      log.warn(
        { vendorId, orderId, provider, code, err: error },
        'auto-dispatch failed; the order waits for the dispatcher',
      );
    }
  }

  async function vendorPass(vendorId: string) {
    const { autoDispatch } = await accountOf(platform.store, vendorId);
    if (!autoDispatch) return seen.delete(vendorId);
    const waiting = await platform.readSide.unassignedDeliveryOrders(vendorId);
    const looked = seen.get(vendorId) ?? new Set<string>();
    const current = new Set(waiting.map((o) => o.orderId));
    for (const id of looked) if (!current.has(id)) looked.delete(id);
    seen.set(vendorId, looked);
    const fresh = waiting.filter(
      (o) => o.status === 'READYTOSHIPMENT' && o.trips.length === 0 && !looked.has(o.orderId),
    );
    if (fresh.length === 0) return;
    const vendor = await vendorOf(platform.store, vendorId);
    const name = vendor.status === 'REGISTERED' ? vendor.name : vendorId;
    const pickup = await pickupOf(platform.store, couriers, { id: vendorId, name });
    for (const { orderId } of fresh) {
      if (stopped) return;
      looked.add(orderId);
      const outcome = await autoDispatchOrder(platform.store, {
        metadata: runner.metadataFor({ vendorId, actor: reactor }),
        orderId,
        pickup,
        dropoffOf: (addressId) => dropoffFor(platform, vendorId, addressId),
        couriers: courierPort(couriers),
      });
      report(vendorId, orderId, outcome);
    }
  }

  async function drain() {
    while (due.size > 0 && !stopped) {
      const [vendorId] = due;
      due.delete(vendorId!);
      try {
        await vendorPass(vendorId!);
      } catch (error) {
        log.warn({ err: error, vendorId }, 'auto-dispatch pass failed; the next change retries');
      }
    }
  }

  /** Marks a vendor for a pass; one loop runs the marked vendors one after another. */
  function schedule(vendorId: string): Promise<void> {
    if (stopped) return Promise.resolve();
    due.add(vendorId);
    loop ??= drain().finally(() => (loop = undefined));
    return loop;
  }

  return {
    schedule,
    /** Follows the dispatch changes, and looks at every vendor once. */
    async start() {
      unsubscribe = platform.readSide.onChange((change) => {
        if (change.topic === 'dispatch') void schedule(change.vendorId);
      });
      for (const vendorId of await platform.readSide.vendorIds()) void schedule(vendorId);
    },
    /** Resolves once the passes under way (and those they caused) are done (tests). */
    async settle() {
      while (loop) await loop;
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      await loop;
    },
  };
}
