// Signal topics over real websockets: the menu and back-office records say "read again" (type
// 'invalidate') when their read models change, once per change of the tick, for their vendor only.
import { handleCommand } from '@sofre/engine';
import { catalogAggregate } from '@sofre/engine/catalog';
import type { ServerMessage } from '@sofre/engine/contracts';
import { printerKind } from '@sofre/engine/printing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VENDOR_ID } from '../demo/demo-menu.ts';
import { connectLive, type TestLiveClient } from '../testing/live-client.ts';
import { startTestGateway, type TestGateway } from '../testing/test-gateway.ts';

let gateway: TestGateway;
let address: string;
const clients: TestLiveClient[] = [];
beforeAll(async () => {
  gateway = await startTestGateway();
  address = await gateway.listen();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await gateway.close();
});

const connect = async (domain = 'localhost', token?: string) => {
  const client = await connectLive(address, domain, token);
  clients.push(client);
  return client;
};
const invalidation =
  (topic: string, after = '') =>
  (m: ServerMessage) =>
    m.type === 'invalidate' && m.topic === topic && m.position > after;
const metadata = (commandId: string) => ({
  commandId,
  vendorId: DEMO_VENDOR_ID,
  actor: { userId: 'demo-owner', kind: 'STAFF' as const },
  now: new Date().toISOString(),
});

describe('signal topics', () => {
  it('the menu: anyone may follow it; a change to the vendor menu says read again', async () => {
    const menu = await gateway.platform.readSide.menu(DEMO_VENDOR_ID);
    const itemId = menu[0]!.items[0]!.id;
    const site = await connect();
    const other = await connect('b.sofre.local');
    site.send({ type: 'subscribe', topic: 'menu' });
    other.send({ type: 'subscribe', topic: 'menu' });
    const first = await site.next(invalidation('menu'));
    await other.next(invalidation('menu'));

    const result = await handleCommand(gateway.platform.store, catalogAggregate, {
      type: 'ChangeMenuItemAvailability',
      data: { itemId, available: false },
      metadata: metadata('menu-signal-1'),
    });
    const signal = await site.next(
      invalidation('menu', first.type === 'invalidate' ? first.position : ''),
    );
    expect(signal).toMatchObject({ type: 'invalidate', position: result.position });
    // Vendor B's menu did not change: its client hears nothing more.
    await new Promise((r) => setTimeout(r, 200));
    expect(other.received.filter((m) => m.type === 'invalidate')).toHaveLength(1);
  });

  it('records:<kind> is for staff only, and signals each change of that kind', async () => {
    const anonymous = await connect();
    anonymous.send({ type: 'subscribe', topic: 'records:printer' });
    expect(await anonymous.next((m) => m.type === 'error')).toMatchObject({ code: 'FORBIDDEN' });

    const token = gateway.asOwner.authorization.replace('Bearer ', '');
    const staff = await connect('localhost', token);
    staff.send({ type: 'subscribe', topic: 'records:printer' });
    staff.send({ type: 'subscribe', topic: 'records:food-shift' });
    const first = await staff.next(invalidation('records:printer'));
    // The food-shift subscribe's own signal, waited for: not left to the sleep below.
    await staff.next(invalidation('records:food-shift'));
    const result = await handleCommand(gateway.platform.store, printerKind.aggregate, {
      type: 'CreateRecord',
      data: {
        id: 'signal-printer',
        fields: { name: 'بار', ip: '10.0.0.9', port: 9100, paperWidth: 80 },
      },
      metadata: metadata('printer-signal-1'),
    });
    const after = first.type === 'invalidate' ? first.position : '';
    expect(await staff.next(invalidation('records:printer', after))).toMatchObject({
      position: result.position,
    });
    // A printer change must not signal food shifts: give a wrong signal time to arrive.
    await new Promise((r) => setTimeout(r, 200));
    const foodShiftSignals = staff.received.filter(
      (m) => m.type === 'invalidate' && m.topic === 'records:food-shift',
    );
    expect(foodShiftSignals).toHaveLength(1); // the subscribe's own, nothing for a printer
  });
});
