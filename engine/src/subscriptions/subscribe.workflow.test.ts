// Subscribing with a code, on the real embedded store and without HTTP: the code's place is held
// while anything of the vendor's holds the code, however two tabs of the vendor interleave.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadState } from '../commands/handle-command.ts';
import { PLATFORM_VENDOR_ID } from '../identity/identity.enums.ts';
import { domainError } from '../shared/domain-error.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/index.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import { subscribeWithCode, type CodeUse, type Subscribing } from './subscribe.workflow.ts';
import { proContract } from './subscription.test-fixtures.ts';
import { usageAggregate, usageStreamName } from './usage.decider.ts';

const NOW = '2026-03-01T08:00:00.000Z';
let store: EventStore;
let n = 0;
const as = (): CommandMetadata => ({
  commandId: `c-${++n}`,
  vendorId: 'v1',
  actor: { userId: 'owner', kind: 'STAFF' },
  now: NOW,
});
const newId = () => `step-${++n}`;
const use: CodeUse = { counter: 'CODE:half', limit: 1, code: 'HALF' };
const open = (contractId: string): Subscribing => ({
  type: 'OpenContract',
  data: proContract(contractId, 'HALF'),
});

const placesHeld = async () =>
  (await loadState(store, usageAggregate, usageStreamName(use.counter), PLATFORM_VENDOR_ID)).state
    .held;

/** A stand-in store whose subscription appends first wait for `before`, then run `then`. */
function onSubscriptionAppend(before: Promise<unknown>, then: () => Promise<void> | void) {
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key !== 'append') return Reflect.get(target, key, receiver) as unknown;
      return async (...args: Parameters<EventStore['append']>) => {
        if (args[0].startsWith('subscription-')) {
          await before;
          await then();
        }
        return target.append(...args);
      };
    },
  });
}

const signal = () => {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done };
};

beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
});
afterEach(() => store.close());

describe('a code used by two tabs of one vendor', () => {
  it('keeps the place for the tab that opened, when the tab that took it was refused', async () => {
    const bAtOpen = signal();
    const aGaveBack = signal();
    // Tab A takes the place, then is refused once B found the place held and is about to open.
    const tabA = onSubscriptionAppend(bAtOpen.promise, () => {
      throw domainError('PACKAGE_NOT_FOUND');
    });
    // Tab B opens only after A gave the place back.
    const tabB = onSubscriptionAppend(Promise.resolve(), async () => {
      bAtOpen.done();
      await aGaveBack.promise;
    });
    const a = subscribeWithCode({ store: tabA, metadata: as(), newId }, use, open('kA')).finally(
      () => aGaveBack.done(),
    );
    // B claims after A did: the place is found held.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const b = subscribeWithCode({ store: tabB, metadata: as(), newId }, use, open('kB'));
    await expect(a).rejects.toMatchObject({ code: 'PACKAGE_NOT_FOUND' });
    await b;
    expect([...(await placesHeld())]).toEqual(['v1']);
  });

  it('gives the place back when the only subscription with the code is refused', async () => {
    const refused = onSubscriptionAppend(Promise.resolve(), () => {
      throw domainError('PACKAGE_NOT_FOUND');
    });
    await expect(
      subscribeWithCode({ store: refused, metadata: as(), newId }, use, open('k1')),
    ).rejects.toMatchObject({ code: 'PACKAGE_NOT_FOUND' });
    expect([...(await placesHeld())]).toEqual([]);
  });

  it('is refused past the code limit for another vendor', async () => {
    await subscribeWithCode({ store, metadata: as(), newId }, use, open('k1'));
    const other = { ...as(), vendorId: 'v2' };
    await expect(
      subscribeWithCode({ store, metadata: other, newId }, use, open('k2')),
    ).rejects.toMatchObject({ code: 'SUBSCRIPTION_CODE_USED_UP' });
  });
});
