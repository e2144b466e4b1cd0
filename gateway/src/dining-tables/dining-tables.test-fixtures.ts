// Calls of the table routes as staff of vendor A — the owner (everything), a waiter (orders.take
// without tables.manage: the floor, not its management), the kitchen (neither) — or the owner of
// vendor B on B's domain.
import { handleCommand } from '@sofre/engine';
import { staffAggregate } from '@sofre/engine/staff';
import type { InjectOptions } from 'fastify';
import { VENDOR_A_ID, type TestGateway } from '../testing/test-gateway.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
export type Caller = Record<string, string>;

export async function tablesClient(gw: TestGateway) {
  const bearer = async (userId: string) => ({
    authorization: `Bearer ${await gw.tokenFor(userId)}`,
  });
  const owner = gw.asOwner;
  const waiter = await bearer(await addWaiter(gw));
  const kitchen = await bearer('demo-kitchen');
  const ownerB = gw.asOwnerB;
  const call = (method: Method, url: string, who: Caller = owner, payload?: object) =>
    gw.app.inject({
      method: method as InjectOptions['method'],
      url,
      headers: who,
      ...(payload ? { payload } : {}),
    });
  return { owner, waiter, kitchen, ownerB, call };
}

/** A member of staff whose only role takes and views orders. */
async function addWaiter(gw: TestGateway): Promise<string> {
  const metadata = (commandId: string) => ({
    commandId,
    vendorId: VENDOR_A_ID,
    actor: { userId: 'demo-owner', kind: 'STAFF' as const },
    now: new Date().toISOString(),
  });
  const { store, readSide } = gw.platform;
  await handleCommand(store, staffAggregate, {
    type: 'CreateRole',
    data: { roleId: 'waiter', name: 'گارسون', permissions: ['orders.view', 'orders.take'] },
    metadata: metadata('test:role:waiter'),
  });
  const added = await handleCommand(store, staffAggregate, {
    type: 'AddStaff',
    data: { userId: 'test-waiter', roleIds: ['waiter'] },
    metadata: metadata('test:staff:waiter'),
  });
  await readSide.waitFor(added.position!, 5_000);
  return 'test-waiter';
}

/** An instant `hours` from now, as a Tehran-offset time the reserve dialog sends. */
export const inHours = (hours: number): string => {
  const at = new Date(Date.now() + hours * 3_600_000 + 3.5 * 3_600_000);
  return `${at.toISOString().slice(0, 19)}+03:30`;
};

export const reservationFor = (tableId: string, overrides: object = {}) => ({
  tableId,
  guestName: 'نیما احمدی',
  phoneNumber: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
  partySize: 2,
  reservedFor: inHours(1),
  ...overrides,
});
