import { handleCommand, type Actor } from '@sofre/engine';
import { UserProfileUpdated, UserRegistered, userAggregate } from '@sofre/engine/identity';
import { afterEach, describe, expect, it } from 'vitest';
import { at, openEmbedded } from '../testing/embedded.fixtures.ts';
import { EventLog } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import { UserView } from './user.view.ts';
import { userPhonesProjection, usersProjection } from './users.projection.ts';

const AT = '2025-03-21T07:00:00Z';
const sara = { userId: 'u1', phone: '09121234567', firstName: 'سارا', lastName: 'نوری' };
const registered = (data = sara) => UserRegistered({ ...data, kind: 'CUSTOMER' });

function logOf(...events: { vendorId: string; event: ReturnType<typeof registered> }[]) {
  const log = new EventLog();
  for (const { vendorId, event } of events)
    log.append(event, { vendorId, at: AT, stream: `user-${vendorId}-${event.data.userId}` });
  return log.events;
}

describe('users by id', () => {
  it('holds the registration, then the latest profile', () => {
    const events = logOf(
      { vendorId: 'v1', event: registered() },
      {
        vendorId: 'v1',
        event: UserProfileUpdated({
          userId: 'u1',
          firstName: 'سارا',
          lastName: 'نوری‌پور',
          email: 'sara@example.ir',
        }) as unknown as ReturnType<typeof registered>,
      },
    );
    const user = projectInMemory(usersProjection, events).get('v1:u1');
    expect(user).toEqual({
      id: 'u1',
      vendorId: 'v1',
      phoneNumber: sara.phone,
      firstName: 'سارا',
      lastName: 'نوری‌پور',
      email: 'sara@example.ir',
      kind: 'CUSTOMER',
      position: events[1]!.position,
    });
    expect(() => UserView.strict().parse(user)).not.toThrow();
  });

  it('keeps the same id of two vendors apart, and is safe to apply twice', () => {
    const events = logOf(
      { vendorId: 'v1', event: registered() },
      { vendorId: 'v2', event: registered() },
    );
    const once = projectInMemory(usersProjection, events);
    expect([...once.keys()]).toEqual(['v1:u1', 'v2:u1']);
    expect(projectInMemory(usersProjection, events, new Map(once))).toEqual(once);
  });
});

describe('users by phone', () => {
  it('maps a phone to its user, per vendor; the first registration keeps the phone', () => {
    const events = logOf(
      { vendorId: 'v1', event: registered() },
      { vendorId: 'v1', event: registered({ ...sara, userId: 'u2' }) },
      { vendorId: 'v2', event: registered({ ...sara, userId: 'u3' }) },
    );
    const rows = projectInMemory(userPhonesProjection, events);
    expect(rows.get(`v1:${sara.phone}`)?.userId).toBe('u1');
    expect(rows.get(`v2:${sara.phone}`)?.userId).toBe('u3');
  });
});

describe('user queries on the embedded platform', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  it('finds a user by id and by phone, never in another vendor', async () => {
    const p = await openEmbedded();
    close = p.close;
    const actor: Actor = { userId: 'system', kind: 'SYSTEM' };
    const result = await handleCommand(p.eventStore, userAggregate, {
      type: 'RegisterUser',
      data: { ...sara, kind: 'CUSTOMER' },
      metadata: { commandId: 'c1', vendorId: 'va', actor, now: at(1) },
    });
    expect(await p.runner.waitFor(result.position!, 2_000)).toBe(true);
    expect(await p.queries.userByPhone('va', sara.phone)).toMatchObject({
      id: 'u1',
      vendorId: 'va',
    });
    expect(await p.queries.userById('va', 'u1')).toMatchObject({ phoneNumber: sara.phone });
    expect(await p.queries.userByPhone('vb', sara.phone)).toBeUndefined();
    expect(await p.queries.userById('vb', 'u1')).toBeUndefined();
  });
});
