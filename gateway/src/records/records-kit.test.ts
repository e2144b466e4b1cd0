// The records kit end to end: a kind's command reaches the records read model, scoped by vendor.
import { handleCommand } from '@sofre/engine';
import { printerKind } from '@sofre/engine/printing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestGateway, VENDOR_A_ID, type TestGateway } from '../testing/test-gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const metadata = (commandId: string, vendorId = VENDOR_A_ID) => ({
  commandId,
  vendorId,
  actor: { userId: 'demo-owner', kind: 'STAFF' as const },
  now: new Date().toISOString(),
});

it('creates, changes and removes a record, seen only by its vendor', async () => {
  const { store, readSide } = gateway.platform;
  const fields = { name: 'آشپزخانه', ip: '192.168.1.50', port: 9100, paperWidth: 80 as const };
  const created = await handleCommand(store, printerKind.aggregate, {
    type: 'CreateRecord',
    data: { id: 'p1', fields },
    metadata: metadata('c1'),
  });
  await readSide.waitFor(created.position!, 5_000);
  expect((await readSide.record(VENDOR_A_ID, 'printer', 'p1'))?.fields).toEqual(fields);
  expect(await readSide.record('vendor-b', 'printer', 'p1')).toBeUndefined();

  const patched = await handleCommand(store, printerKind.aggregate, {
    type: 'PatchRecord',
    data: { id: 'p1', changes: { port: 9101 } },
    metadata: metadata('c2'),
  });
  await readSide.waitFor(patched.position!, 5_000);
  // The demo's own printers are there too (demo-kitchen-setup.ts): look at p1 only.
  const p1 = async () =>
    (await readSide.records(VENDOR_A_ID, 'printer')).filter((r) => r.id === 'p1');
  expect((await p1()).map((r) => r.fields.port)).toEqual([9101]);

  await expect(
    handleCommand(store, printerKind.aggregate, {
      type: 'CreateRecord',
      data: { id: 'p2', fields: { ...fields, port: 9200 } },
      metadata: metadata('c3'),
    }),
  ).rejects.toMatchObject({ code: 'PRINTER_NAME_TAKEN', errors: [{ field: 'name' }] });

  const removed = await handleCommand(store, printerKind.aggregate, {
    type: 'RemoveRecord',
    data: { id: 'p1' },
    metadata: metadata('c4'),
  });
  await readSide.waitFor(removed.position!, 5_000);
  expect(await p1()).toEqual([]);
  expect(await readSide.record(VENDOR_A_ID, 'printer', 'p1')).toBeUndefined();
});
