// `npm run projections:rebuild` on the embedded stores in DATA_DIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventStore } from '@sofre/engine/store';
import { afterAll, expect, it } from 'vitest';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import { Commands } from '../testing/commands.fixtures.ts';
import { at } from '../testing/embedded.fixtures.ts';
import { doogh } from '../testing/event-log.fixtures.ts';
import { runScript } from '../testing/script.fixtures.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sofre-rebuild-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('rebuilds the read models of DATA_DIR from its event store', async () => {
  const eventStore = await createEventStore({
    kind: 'sqlite',
    path: join(dataDir, 'events.sqlite'),
  });
  const commands = new Commands(eventStore);
  await commands.openVendor('v1', ['localhost'], at(0));
  for (const orderId of ['o-1', 'o-2']) {
    await commands.order(
      'v1',
      'SubmitOrder',
      { orderId, source: 'SALON', deliveryType: 'SERVE', lines: [doogh], confirm: true },
      at(1),
    );
  }
  await eventStore.close();

  const script = runScript('src/rebuild.ts', { STORE: 'sqlite', DATA_DIR: dataDir });
  expect(await script.exited, script.output()).toBe(0);
  expect(script.output()).toMatch(/rebuilt the read models from 11 events/);

  const readModels = createSqliteReadModels({ path: join(dataDir, 'read-models.sqlite') });
  expect(
    (await readModels.scanRows('kitchen-stations'))
      .filter((r) => !/^(day|prep|timing):/.test(r.id))
      .map((r) => r.id),
  ).toEqual(['v1:o-1', 'v1:o-2']);
  expect((await readModels.getRow('vendor-domains', 'localhost', undefined))?.vendorId).toBe('v1');
  expect(await readModels.scanRows('hourly-sales')).toEqual([]);
  expect(await readModels.scanRows('order-money')).toEqual([]);
  await readModels.close();
  // The reports' lane is rebuilt beside it, into the file the gateway's report worker reads.
  const reportModels = createSqliteReadModels({ path: join(dataDir, 'report-models.sqlite') });
  const hours = (await reportModels.scanRows('hourly-sales')).filter((r) => r.doc !== null);
  expect(hours.length).toBeGreaterThan(0);
  expect(await reportModels.scanRows('kitchen-stations')).toEqual([]);
  // The reports' order documents too: both orders, due (the unpaid list reads them).
  const due = (await reportModels.scanRows('report-orders')).filter(
    (r) => (r.doc as { orderId?: string } | null)?.orderId !== undefined,
  );
  expect(due.map((r) => r.id)).toEqual(['v1:o-1', 'v1:o-2']);
  await reportModels.close();
});
