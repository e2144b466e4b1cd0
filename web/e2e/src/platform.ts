// Runs the platform the way `npm start` does (gateway, embedded store, demo vendor), in a
// throwaway data directory on a free port.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startScript } from '@sofre/gateway/testing';
import type { MenuCategoryView } from '@sofre/engine/contracts';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export interface Platform {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startPlatform(env: Readonly<Record<string, string>> = {}): Promise<Platform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sofre-e2e-'));
  const gateway = startScript('gateway/src/server.ts', {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STORE: 'sqlite',
    LOG_LEVEL: 'info',
    // Each screen test takes the orders it walks; the demo's own orders would only be in the way.
    DEMO_ORDERS: 'off',
    // The screen tests run side by side: one sandbox printer on the demo's fixed ports would take
    // every platform's tickets. A test about printing starts one on ports of its own.
    PRINTER_SANDBOX: 'off',
    ...env,
  });
  const ready = await gateway.waitForLine((line) => line.includes('gateway listening'));
  const { port } = JSON.parse(ready) as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await gateway.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Where the screens' screenshots are kept (test-results/screens). */
export const SCREENS = join(import.meta.dirname, '../../../test-results/screens');

export interface Screens {
  readonly platform: Platform;
  readonly browser: Browser;
  /** The menu the demo vendor sells (to pick items the way a cashier would). */
  menu(): Promise<MenuCategoryView[]>;
}

/** A file's platform and headless Chromium, started before its tests and stopped after. */
export function screensForThisFile(
  env: Readonly<Record<string, string>> | (() => Promise<Record<string, string>>) = {},
): Screens {
  const screens = {
    async menu() {
      const response = await fetch(
        `${screens.platform.url}/api-catalog/catalog/menucategories/all`,
        {
          headers: { 'x-vendor-domain': 'localhost' },
        },
      );
      return (await response.json()) as MenuCategoryView[];
    },
  } as { platform: Platform; browser: Browser } & Pick<Screens, 'menu'>;
  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    screens.platform = await startPlatform(typeof env === 'function' ? await env() : env);
    screens.browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  }, 180_000);
  afterAll(async () => {
    await screens.browser?.close();
    await screens.platform?.stop();
  });
  return screens;
}

/**
 * A screenshot in test-results/screens once the page is still: the font loaded and every running
 * transition (a drawer sliding in, a modal fading) finished, so the picture shows the screen as a
 * person sees it.
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage: options.fullPage });
}
