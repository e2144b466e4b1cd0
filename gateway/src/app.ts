// Builds the gateway (fastify/demo): external plugins, then the app's own (errors, request
// context, live hub), then the routes. server.ts listens; tests call buildApp and app.inject.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { HEARTBEAT_INTERVAL_MS } from '@sofre/engine/contracts';
import { cartRoutes } from './carts/carts.routes.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { fileRoutes } from './files/files.routes.ts';
import { deliveryRoutes } from './delivery/delivery.routes.ts';
import { bikerRoutes } from './bikers/bikers.routes.ts';
import { createCouriers } from './couriers/courier.config.ts';
import { courierRoutes, ownAddress } from './couriers/couriers.routes.ts';
import { kitchenRoutes } from './kitchen/kitchen.routes.ts';
import { diningTableRoutes } from './dining-tables/dining-tables.routes.ts';
import { defaultDescriptionRoutes } from './default-descriptions/default-descriptions.routes.ts';
import { discountCodeRoutes } from './discounts/discount-codes.routes.ts';
import { foodShiftRoutes } from './food-shifts/food-shifts.routes.ts';
import { printingRoutes } from './printing/printing.routes.ts';
import type { PrintingOptions } from './printing/printing.config.ts';
import { printWorker, type PrintWorker } from './printing/queue/print-worker.ts';
import {
  SANDBOX_PRINTER_PAGE,
  sandboxPrinterRoutes,
} from './printing/sandbox/sandbox-printer.routes.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { healthRoutes } from './health/health.routes.ts';
import requestContext from './http/request-context.ts';
import { authDeps } from './auth/auth.deps.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { permissionsOfUser } from './staff/effective-permissions.ts';
import type { AuthLimits } from './auth/auth-rate-limit.ts';
import { staffRoutes } from './staff/staff.routes.ts';
import { addressRoutes } from './customers/address.routes.ts';
import { customersRoutes } from './customers/customers.routes.ts';
import { mapRoutes } from './maps/maps.routes.ts';
import { vendorByHostRoute } from './vendors/vendor-by-host.route.ts';
import { vendorRoutes } from './vendors/vendors.routes.ts';
import { vendorStatusGuard } from './vendors/vendor-status.guard.ts';
import { featureGate, featureProblem } from './subscriptions/feature-gate.ts';
import { platformBusinessRoutes } from './subscriptions/subscriptions.module.ts';
import { contractProviders } from './subscriptions/contract-providers.ts';
import { inquireContracts } from './subscriptions/contract-payments.ts';
import { planFor } from './subscriptions/plan-lookup.ts';
import { renewalReminders, type RenewalReminders } from './subscriptions/renewal-reminder.job.ts';
import { bankingRoutes } from './banking/banking.routes.ts';
import { LiveHub } from './live/live-hub.ts';
import { liveRoute } from './live/live.route.ts';
import { orderRoutes } from './orders/orders.routes.ts';
import { reportRoutes } from './reports/reports.routes.ts';
import type { Platform } from './platform/platform.port.ts';
import type { ZodApp } from './http/zod-app.ts';
import { sandboxOutboxRoutes } from './sms/sandbox-outbox.routes.ts';
import { smsProviderProblem } from './sms/sms-problem.ts';
import { createSmsSender, type ActiveSms } from './sms/sms.config.ts';
import { onlinePayments } from './payments/online-payments.ts';
import { paymentProviderProblem } from './payments/payment-problem.ts';
import { onlinePaymentRoutes } from './payments/online-payment.routes.ts';
import { cardReaderRoutes } from './payments/card-reader.routes.ts';
import { paymentLinkRoutes } from './payments/payment-link.routes.ts';
import { userBalanceRoute } from './payments/user-balance.route.ts';
import { paymentInquiry, type PaymentInquiry } from './payments/payment-inquiry.job.ts';
import { createPaymentProvider, type ActivePayments } from './payments/payment.config.ts';
import { sandboxPayRoutes } from './payments/providers/sandbox/sandbox-pay.routes.ts';
import { merchantProviders } from './payments/vendor-gateways.ts';
import { onlineGatewayRoutes } from './payments/online-gateway.route.ts';
import type { MapsPort } from './maps/reverse-geocoder.port.ts';
import { SandboxReverseGeocoder } from './maps/sandbox.reverse-geocoder.ts';
import { registerWebApps, spaFallback, webAppsIn } from './web-apps/web-apps.ts';

export interface AppOptions {
  readonly logger: FastifyBaseLogger;
  /** The repository root, holding web/*\/dist. */
  readonly webDir: string;
  readonly heartbeatMs?: number;
  /** Unsent bytes above which a live client is dropped. Default 1 MiB. */
  readonly maxBufferedBytes?: number;
  /** The SMS provider; the sandbox (with its outbox route) by default. */
  readonly sms?: ActiveSms;
  /** The secret behind codes and tokens (auth-secret.ts); a random one, good until exit, if absent. */
  readonly authSecret?: Buffer;
  /** The login's clock (code expiry, token times); tests move it. */
  readonly clock?: () => Date;
  /** How long an access token lives (ACCESS_TOKEN_TTL_SECONDS); 15 minutes by default. */
  readonly accessTokenTtlSeconds?: number;
  readonly authLimits?: AuthLimits;
  /** Reverse geocoding and place search (users/map/…); the sandbox by default (maps/maps.config.ts). */
  readonly maps?: MapsPort;
  /** OpenStreetMap tiles under the site's maps (MAP_TILES=on, users/map/settings); off by default. */
  readonly mapTiles?: boolean;
  /** DATA_DIR: uploaded files live in its files/ folder; without it there are no file routes. */
  readonly dataDir?: string;
  /** The payment provider; the sandbox (with its payment page) by default (payment.config.ts). */
  readonly payments?: ActivePayments;
  /**
   * The providers' addresses and timeout for vendors' own gateways (ZARINPAL_BASE_URL …,
   * payments/vendor-gateways.ts); the providers' real addresses when empty.
   */
  readonly paymentEnv?: NodeJS.ProcessEnv;
  /** The key sealing vendors' merchant credentials (merchant-secrets.ts); random until exit if absent. */
  readonly vendorSecretsKey?: Buffer;
  /** How often the payment inquiry runs (spec §9: hourly); 0 runs it only when asked (tests). */
  readonly paymentInquiryMs?: number;
  /** How often renewal reminders are looked for (hourly by default); 0 runs them only when asked. */
  readonly renewalReminderMs?: number;
  /** The printers' client, the print worker and the sandbox printer; without it nothing prints. */
  readonly printing?: PrintingOptions;
  /** The courier environment (COURIER_PROVIDER …, couriers/courier.config.ts); the sandbox when empty. */
  readonly courierEnv?: NodeJS.ProcessEnv;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment inquiry (payments/payment-inquiry.job.ts), for a test to run a pass. */
    paymentInquiry: PaymentInquiry;
    /** The renewal reminders (subscriptions/renewal-reminder.job.ts), for a test to run a pass. */
    renewalReminders: RenewalReminders;
    /** The print worker (printing/queue/print-worker.ts), when the app prints. */
    printWorker: PrintWorker | undefined;
  }
}

export async function buildApp(platform: Platform, options: AppOptions) {
  const app = Fastify({
    loggerInstance: options.logger,
    // Ids and prices are small; a whole order easily fits in 256 KiB.
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const webApps = webAppsIn(options.webDir);
  registerErrorHandler(app, {
    fallback: spaFallback(webApps),
    mappings: [paymentProviderProblem, smsProviderProblem, featureProblem],
  });

  // Websockets before the request context, so a refused upgrade is answered and its socket closed.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  // The request context before any route: its onRoute hook sees every route's access.
  const sms = options.sms ?? createSmsSender({});
  const auth = authDeps(
    platform,
    sms.sender,
    options.authSecret ?? randomBytes(48),
    options.clock,
    options.accessTokenTtlSeconds,
  );
  await app.register(requestContext, {
    readSide: platform.readSide,
    tokens: auth.tokens,
    clock: auth.clock,
    permissionsOf: (vendorId, userId) => permissionsOfUser(platform.readSide, vendorId, userId),
  });
  // Right after the request context: a deactivated vendor's domain answers VENDOR_INACTIVE.
  vendorStatusGuard(app);
  // Then the feature gate: a route of a feature the vendor's package lacks answers 403.
  featureGate(app, { platform, clock: auth.clock });

  // External plugins.
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Sofre API', description: 'سفره — سفارش‌گیری رستوران', version: '0.1.0' },
      tags: [
        { name: 'orders' },
        { name: 'carts' },
        { name: 'payments' },
        { name: 'catalog' },
        { name: 'identity' },
        { name: 'reports' },
        { name: 'sandbox' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  // The docs and the built apps are public and belong to no vendor (their own plugins' routes).
  await app.register(async (open) => {
    open.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public', vendorScoped: false };
    });
    await open.register(fastifySwaggerUi, { routePrefix: '/docs' });
    await registerWebApps(open, webApps);
  });
  // Only routes that ask for it are limited (login and verify, auth-rate-limit.ts).
  await app.register(fastifyRateLimit, { global: false });

  // The app's own plugins.
  const hub = new LiveHub(platform.readSide, {
    heartbeatMs: options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS,
    maxBufferedBytes: options.maxBufferedBytes ?? 1024 * 1024,
    log: app.log,
  });
  hub.start();
  app.addHook('onClose', async () => hub.stop());

  // Routes.
  healthRoutes(app, platform);
  const activePayments = options.payments ?? createPaymentProvider({});
  const vendorSecretsKey = options.vendorSecretsKey ?? randomBytes(32);
  const merchants = merchantProviders({
    store: platform.store,
    active: activePayments,
    secretsKey: vendorSecretsKey,
    env: options.paymentEnv ?? {},
  });
  const payments = onlinePayments(auth.runner, merchants, app.log);
  orderRoutes(app, platform, { sms: sms.sender, clock: auth.clock, payments });
  onlinePaymentRoutes(app, { platform, runner: auth.runner, payments });
  cardReaderRoutes(app, { platform, runner: auth.runner });
  paymentLinkRoutes(app, { platform, sms: sms.sender, runner: auth.runner });
  userBalanceRoute(app, platform);
  const contracts = contractProviders(activePayments, options.paymentEnv ?? {});
  const inquiry = paymentInquiry(auth.runner, payments, app.log, (vendorId) =>
    inquireContracts({ runner: auth.runner, providers: contracts }, app.log, vendorId),
  );
  app.decorate('paymentInquiry', inquiry);
  if (options.paymentInquiryMs !== 0) inquiry.start(options.paymentInquiryMs);
  app.addHook('onClose', () => inquiry.stop());
  catalogRoutes(app, auth);
  cartRoutes(app, auth);
  if (options.dataDir) fileRoutes(app, auth, options.dataDir);
  vendorByHostRoute(app, platform);
  authRoutes(app, auth, options.authLimits);
  staffRoutes(app, auth);
  vendorRoutes(app, auth);
  customersRoutes(app, auth);
  reportRoutes(app, auth);
  addressRoutes(app, auth);
  mapRoutes(app, {
    provider: options.maps ?? new SandboxReverseGeocoder(),
    tiles: options.mapTiles ?? false,
  });
  deliveryRoutes(app, auth);
  const couriers = createCouriers(options.courierEnv ?? {}, {
    clock: auth.clock,
    baseUrl: () => ownAddress(app),
    log: app.log,
  });
  app.decorate('couriers', couriers);
  courierRoutes(app, auth, couriers);
  bikerRoutes(app, auth);
  kitchenRoutes(app, auth);
  foodShiftRoutes(app, auth);
  printingRoutes(app, auth, options.printing?.sandbox ? SANDBOX_PRINTER_PAGE : undefined);
  startPrinting(app, platform, auth.clock, options.printing);
  defaultDescriptionRoutes(app, auth);
  discountCodeRoutes(app, auth);
  diningTableRoutes(app, auth);
  bankingRoutes(app, auth);
  onlineGatewayRoutes(app, { ...auth, secretsKey: vendorSecretsKey, active: activePayments });
  platformBusinessRoutes(app, auth, contracts);
  const reminders = renewalReminders(auth.runner, sms.sender, app.log);
  app.decorate('renewalReminders', reminders);
  if (options.renewalReminderMs !== 0) reminders.start(options.renewalReminderMs);
  app.addHook('onClose', async () => reminders.stop());
  if (sms.kind === 'sandbox') sandboxOutboxRoutes(app, sms.sender);
  if (activePayments.kind === 'sandbox') sandboxPayRoutes(app, activePayments.provider);
  liveRoute(app, hub, platform.readSide, async (vendorId) => {
    const { plan } = await planFor(platform, vendorId, auth.clock());
    return new Set(plan.package.fields.features);
  });
  return app;
}

/** The print worker reads the queue and prints; it runs beside the routes, never inside one. */
function startPrinting(
  app: ZodApp,
  platform: Platform,
  clock: () => Date,
  printing: PrintingOptions | undefined,
) {
  if (printing?.sandbox) sandboxPrinterRoutes(app, printing.sandbox);
  const worker = printing
    ? printWorker(platform, {
        ...printing.worker,
        transport: printing.transport,
        renderer: printing.renderer,
        clock,
        log: app.log,
      })
    : undefined;
  app.decorate('printWorker', worker);
  if (worker && printing?.worker?.start !== false) worker.start();
  app.addHook('onClose', async () => worker?.stop());
}
