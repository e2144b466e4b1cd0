// A real gateway for tests: the embedded store and read models in a temp DATA_DIR, the demo
// restaurant (vendor A, on localhost) and a second vendor B with the same menu on b.sofre.local.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { CreateOrderRequest } from '@sofre/engine/contracts';
import { buildApp } from '../app.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import type { AuthLimits } from '../auth/auth-rate-limit.ts';
import { accessTokens } from '../auth/access-token.ts';
import { authCrypto } from '../auth/auth-crypto.ts';
import { loadAuthSecret } from '../auth/auth-secret.ts';
import { loadVendorSecretsKey } from '../payments/merchant-secrets.ts';
import type { UserKind } from '@sofre/engine/identity';
import { DEMO_VENDOR_ID } from '../demo/demo-menu.ts';
import { SandboxSmsProvider } from '../sms/sandbox.sms-provider.ts';
import { SandboxPaymentProvider } from '../payments/providers/sandbox/sandbox.payment-provider.ts';
import type { MapsPort } from '../maps/reverse-geocoder.port.ts';
import type { PrintingOptions } from '../printing/printing.config.ts';
import { loadEnv } from '../env.ts';
import { openPlatform } from '../platform/platform.ts';

export const VENDOR_B = { vendorId: 'vendor-b', name: 'کافه دوم', domains: ['b.sofre.local'] };
export const asVendorB = { 'x-vendor-domain': 'b.sofre.local' };
export const VENDOR_A_ID = DEMO_VENDOR_ID;

export interface TestGatewayOptions {
  readonly heartbeatMs?: number;
  readonly maxBufferedBytes?: number;
  readonly authLimits?: AuthLimits;
  /** Reverse geocoding and place search; the sandbox when absent. */
  readonly maps?: MapsPort;
  /** MAP_TILES=on: users/map/settings names OpenStreetMap's tiles. */
  readonly mapTiles?: boolean;
  /** An existing DATA_DIR (a restart on the same data); a new temp one when absent. */
  readonly dataDir?: string;
  /** More of the environment, e.g. STORE and DATABASE_URL for a gateway on PostgreSQL. */
  readonly env?: Readonly<Record<string, string>>;
  /** Printers' client, print worker and sandbox printer; without it nothing prints. */
  readonly printing?: PrintingOptions;
  /**
   * Where the built web apps are (the repository root, for a Chromium test on this gateway's
   * clock); a stub POS page in the data directory when absent.
   */
  readonly webDir?: string;
  /** Where vendors' own payment gateways are (ZARINPAL_BASE_URL … of stand-ins). */
  readonly paymentEnv?: NodeJS.ProcessEnv;
}

export async function startTestGateway(options: TestGatewayOptions = {}) {
  const {
    dataDir = mkdtempSync(join(tmpdir(), 'sofre-gateway-')),
    env: moreEnv,
    ...appOptions
  } = options;
  // A built POS (index.html only) for the SPA fallback; the kitchen display stays unbuilt.
  mkdirSync(join(dataDir, 'web/pos/dist'), { recursive: true });
  writeFileSync(join(dataDir, 'web/pos/dist/index.html'), '<!doctype html><title>POS</title>');
  const env = loadEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Both lanes in this thread: no worker threads per test gateway (lane-workers.test.ts runs them).
    REPORT_LANE: 'inline',
    SCREEN_LANE: 'inline',
    ...moreEnv,
  });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const platform = await openPlatform(env, logger);
  await seedDemo(platform.store);
  const seeded = await seedDemo(platform.store, VENDOR_B);
  await platform.readSide.waitFor(seeded, 10_000);
  // The login's clock: real time plus an offset a test can move (a code expires without waiting).
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const sms = new SandboxSmsProvider({ clock });
  const paymentSandbox = new SandboxPaymentProvider({ clock });
  const authSecret = loadAuthSecret(env);
  const tokens = accessTokens(authCrypto(authSecret).keyFor('access-token'));
  /** An access token as the login would sign it (the demo staff are seeded at A and B). */
  const tokenFor = (sub: string, vendorId = VENDOR_A_ID, kind: UserKind = 'STAFF') =>
    tokens.sign({ sub, vendorId, kind, sid: `test-${sub}` }, clock());
  const app = await buildApp(platform, {
    logger,
    webDir: dataDir,
    dataDir,
    sms: { kind: 'sandbox', sender: sms },
    payments: { kind: 'sandbox', provider: paymentSandbox },
    // The hourly inquiry runs when a test asks (app.paymentInquiry.runOnce()).
    paymentInquiryMs: 0,
    // Renewal reminders too (app.renewalReminders.runOnce()).
    renewalReminderMs: 0,
    authSecret,
    vendorSecretsKey: loadVendorSecretsKey(env),
    clock,
    ...appOptions,
  });
  await app.ready();
  return {
    app,
    tokenFor,
    /** The headers of the demo owner at vendor A (every permission), for calls that need staff. */
    asOwner: { authorization: `Bearer ${await tokenFor('demo-owner')}` },
    /** The demo owner of vendor B, calling on B's domain. */
    asOwnerB: {
      authorization: `Bearer ${await tokenFor('demo-owner', VENDOR_B.vendorId)}`,
      ...asVendorB,
    },
    platform,
    dataDir,
    sms,
    /** The sandbox payment gateway: what a payer did on its page. */
    paymentSandbox,
    /** The gateway's clock (real time plus what advanceClock moved it by). */
    clock,
    /** Moves the login's clock forward. */
    advanceClock(ms: number) {
      offsetMs += ms;
    },
    async listen(): Promise<string> {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (typeof address !== 'object' || !address) throw new Error('not listening');
      return `127.0.0.1:${address.port}`;
    },
    async close() {
      await app.close();
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestGateway = Awaited<ReturnType<typeof startTestGateway>>;

/** A salon order of two kebabs and two doogh at table 7. */
export const salonOrder = (overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest => ({
  id: randomUUID(),
  tableNumber: '7',
  numberOfCustomers: 2,
  lines: [
    {
      menuItemId: 'item-kabab-koobideh',
      count: 2,
      toppings: [{ toppingId: 'top-sauce-garlic', count: 1 }],
    },
    { menuItemId: 'item-doogh', count: 2 },
  ],
  ...overrides,
});

/** Takes a salon order as the demo owner (201 expected): its id and the position answered. */
export async function takeOrder(gateway: TestGateway, order: CreateOrderRequest = salonOrder()) {
  const res = await gateway.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: order,
    headers: gateway.asOwner,
  });
  if (res.statusCode !== 201) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
  return { id: order.id, position: res.json<{ position: string }>().position };
}

export const eventCount = async (gateway: TestGateway) =>
  (await gateway.platform.store.readAll(undefined, 100_000)).length;
