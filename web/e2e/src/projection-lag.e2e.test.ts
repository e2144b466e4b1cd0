// Issue item 6 in headless Chromium, scaled out for real: a projector process and a gateway
// (PROJECTIONS=external) on a fresh PostgreSQL database. The back office shows nothing while the
// projector keeps up; once it is dead and the log has an event a minute old that nobody folded,
// a warning appears over the section; a restarted projector catches up and the warning goes.
// Needs PostgreSQL (DATABASE_URL, default the local test server); unreachable fails loudly.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createEventStore } from '@sofre/engine/store';
import { startScript, type Child } from '@sofre/gateway/testing';
import { testDatabase } from '@sofre/gateway/testing/postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInToBackOffice } from './back-office-login.ts';
import { shot } from './platform.ts';

const database = testDatabase('sofre_lag');
const databaseUrl = database.url;
const dataDir = mkdtempSync(join(tmpdir(), 'sofre-lag-'));

const stores = { STORE: 'postgres', DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
let projector: Child;
let gateway: Child;
let url: string;
let browser: Browser;

const startProjector = async () => {
  const child = startScript('projections/src/projector.ts', stores);
  await child.waitForLine((line) => line.includes('projector: running'));
  return child;
};

beforeAll(async () => {
  await database.create();
  projector = await startProjector();
  gateway = startScript('gateway/src/server.ts', {
    ...stores,
    PROJECTIONS: 'external',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  });
  const ready = await gateway.waitForLine((line) => line.includes('gateway listening'));
  url = `http://127.0.0.1:${(JSON.parse(ready) as { port: number }).port}`;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([gateway, projector].map((c) => c?.stop()));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** An event no read model folds, written a minute ago: the log of a projector dead that long. */
async function givenAnEventAMinuteOld() {
  const store = await createEventStore({ kind: 'postgres', connectionString: databaseUrl });
  try {
    const occurredAt = new Date(Date.now() - 60_000).toISOString();
    await store.append(
      `lag-probe-${randomUUID()}`,
      [{ id: randomUUID(), type: 'LagProbed', data: {}, metadata: { occurredAt } }],
      'no_stream',
    );
  } finally {
    await store.close();
  }
}

describe('the back office and a dead projector', () => {
  it('warns while the screens are behind, and stops once the projector is back', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'fa-IR' });
    const polled = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/health');
    await logInToBackOffice(page, url);
    expect((await polled).status()).toBe(200);
    const banner = page.getByTestId('projection-lag-banner');
    expect(await banner.count()).toBe(0);

    await projector.stop();
    await givenAnEventAMinuteOld();
    await expect.poll(() => banner.count()).toBe(1);
    expect(await banner.innerText()).toContain('صفحه‌ها با تأخیر به‌روز می‌شوند');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await shot(page, 'projection-lag-banner');

    projector = await startProjector();
    await expect.poll(() => banner.count()).toBe(0);
  });
});
