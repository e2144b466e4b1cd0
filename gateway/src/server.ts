// Starts the gateway: checks the environment, opens the event store and the read side, seeds the
// demo restaurant, listens, and closes everything in order on SIGINT/SIGTERM.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { demoAdmin } from './demo/demo-admin.ts';
import { demoStaff } from './demo/demo-staff.ts';
import { demoBikers } from './demo/demo-bikers.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { seedDemoOrders } from './demo/demo-orders.ts';
import { DEMO_VENDOR_ID } from './demo/demo-menu.ts';
import { fileStoreIn } from './files/file-store.ts';
import { loadAuthSecret } from './auth/auth-secret.ts';
import { createSmsSender } from './sms/sms.config.ts';
import { createReverseGeocoder, loadMapsConfig } from './maps/maps.config.ts';
import { createPaymentProvider } from './payments/payment.config.ts';
import { loadVendorSecretsKey } from './payments/merchant-secrets.ts';
import { startPrinterSandbox } from './printing/printing.config.ts';
import { renderInThread } from './printing/render/render-thread.ts';
import { tcpPrinterTransport } from './printing/transport/tcp.printer.ts';
import { loadEnv } from './env.ts';
import { openPlatform } from './platform/platform.ts';

const repositoryRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

async function main() {
  const env = loadEnv();
  const log = pino({ level: env.LOG_LEVEL });
  const platform = await openPlatform(env, log);
  if (env.DEMO === 'on') {
    // The demo's logo goes into the same file store as the back office's uploads.
    const position = await seedDemo(platform.store, {}, fileStoreIn(env.DATA_DIR));
    // The demo must be readable before the first request: wait for the read models to take it.
    if (!(await platform.readSide.waitFor(position, 60_000)))
      log.warn('read models are behind the demo seed');
  }
  if (env.DEMO === 'on' && env.DEMO_ORDERS === 'on') {
    // Its orders price their lines from the menu the read models now hold.
    const menu = await platform.readSide.menu(DEMO_VENDOR_ID);
    const ordered = await seedDemoOrders(platform.store, menu);
    if (!(await platform.readSide.waitFor(ordered, 60_000)))
      log.warn('read models are behind the demo orders');
  }
  const sms = createSmsSender(process.env);
  const maps = createReverseGeocoder(process.env, { log });
  const payments = createPaymentProvider(process.env);
  // Tickets are drawn (and the sandbox's developed) off the thread that answers orders.
  const renderer = renderInThread();
  const printerSandbox =
    (env.PRINTER_SANDBOX ?? env.DEMO) === 'on'
      ? await startPrinterSandbox(env.DATA_DIR, env.PRINTER_SANDBOX_PORTS, log, renderer)
      : undefined;
  const app = await buildApp(platform, {
    logger: log,
    webDir: env.WEB_DIR ?? repositoryRoot,
    dataDir: env.DATA_DIR,
    sms,
    maps,
    mapTiles: loadMapsConfig(process.env).MAP_TILES === 'on',
    payments,
    paymentEnv: process.env,
    vendorSecretsKey: loadVendorSecretsKey(env),
    courierEnv: process.env,
    authSecret: loadAuthSecret(env),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    printing: {
      transport: tcpPrinterTransport(),
      renderer,
      sandbox: printerSandbox?.sandbox,
      worker: { start: env.PRINTING === 'on' },
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await printerSandbox?.sandbox.close();
    await renderer.close();
    await platform.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const base = `http://localhost:${port}`;
  log.info({ port, store: env.STORE, projections: env.PROJECTIONS }, 'gateway listening');
  console.log(
    [
      '',
      `  سفره — Sofre is running (store: ${env.STORE}, projections: ${env.PROJECTIONS})`,
      `  POS (صندوق):              ${base}/bo`,
      `  Kitchen display (آشپزخانه): ${base}/kds`,
      `  Reports (گزارش‌ها):        ${base}/bo/reports`,
      `  Subscription (اشتراک):     ${base}/bo/subscription`,
      `  Dispatch (ارسال):          ${base}/bo/dispatch`,
      `  Courier app (پیک):         ${base}/biker`,
      `  Customer site (سایت):      ${base}/`,
      `  API docs:                  ${base}/docs`,
      `  Live (websocket):          ws://localhost:${port}/live`,
      ...(printerSandbox
        ? [
            `  Sandbox printer (چاپگر آزمایشی): ${base}/sandbox/printer  (TCP ${printerSandbox.ports.join(', ') || '—'})`,
          ]
        : []),
      ...(env.DEMO === 'on' ? demoLogins(base, sms.kind === 'sandbox') : []),
      '',
    ].join('\n'),
  );
}

function demoLogins(base: string, sandbox: boolean): string[] {
  const roles = { owner: 'مالک', cashier: 'صندوق‌دار', kitchen: 'آشپزخانه' } as const;
  return [
    '',
    '  Demo staff (کارکنان نمونه):',
    ...demoStaff.map((s) => `    ${roles[s.roleId].padEnd(10)} ${s.phone}`),
    `  Demo couriers (پیک‌ها) at ${base}/biker: ${demoBikers.map((b) => b.phone).join(', ')}`,
    `  Demo admin (مدیر سامانه):  ${demoAdmin.phone}  at ${base}/bo/platform/login`,
    sandbox
      ? `  ورود با کد یک‌بارمصرف — کد در صندوق پیامک آزمایشی: GET ${base}/sandbox/sms/outbox`
      : '  ورود با کد یک‌بارمصرف (پیامک واقعی)',
  ];
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
