// A platform whose demo vendor is on a package of the test's choosing instead of the full one: the
// demo is seeded into a fresh data folder first (the same fixed command ids as the gateway's own
// seed, so the gateway's start repeats nothing and the vendor keeps this package), then the
// gateway starts on that folder. The platform admin and the sandbox payment page are as usual.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventStore } from '@sofre/engine/store';
import { seedDemo } from '../../../gateway/src/demo/seed-demo.ts';

/** The demo platform admin (gateway/src/demo/demo-admin.ts). */
export const DEMO_ADMIN_PHONE = '09120000000';

/**
 * Env for screensForThisFile: the demo vendor seeded onto `packageId` (a demo package's id; not
 * the free one — the gateway's seed would put a vendor without a plan on the full package).
 */
export async function demoOnPackage(packageId: string): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sofre-e2e-plan-'));
  const store = await createEventStore({ kind: 'sqlite', path: join(dataDir, 'events.sqlite') });
  try {
    await seedDemo(store, { packageId });
  } finally {
    await store.close();
  }
  return { DATA_DIR: dataDir };
}
