// Builds the gateway (fastify/demo): external plugins, then the app's own (errors, request
// context, live hub), then the routes. server.ts listens; tests call buildApp and app.inject.
import Fastify, { type FastifyBaseLogger } from 'fastify';
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
import { menuRoute } from './catalog/menu.route.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import requestContext from './http/request-context.ts';
import { vendorByHostRoute } from './identity/vendor-by-host.route.ts';
import { LiveHub } from './live/live-hub.ts';
import { liveRoute } from './live/live.route.ts';
import { orderRoutes } from './orders/orders.routes.ts';
import type { Platform } from './platform/platform.port.ts';
import { registerWebApps, spaFallback, webAppsIn } from './web-apps/web-apps.ts';

export interface AppOptions {
  readonly logger: FastifyBaseLogger;
  /** The repository root, holding web/*\/dist. */
  readonly webDir: string;
  readonly heartbeatMs?: number;
  /** Unsent bytes above which a live client is dropped. Default 1 MiB. */
  readonly maxBufferedBytes?: number;
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
  registerErrorHandler(app, spaFallback(webApps));

  // External plugins.
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Sofre API', description: 'سفره — سفارش‌گیری رستوران', version: '0.1.0' },
      tags: [{ name: 'orders' }, { name: 'catalog' }, { name: 'identity' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await registerWebApps(app, webApps);

  // The app's own plugins.
  await app.register(requestContext, { readSide: platform.readSide });
  const hub = new LiveHub(platform.readSide, {
    heartbeatMs: options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS,
    maxBufferedBytes: options.maxBufferedBytes ?? 1024 * 1024,
    log: app.log,
  });
  hub.start();
  app.addHook('onClose', async () => hub.stop());

  // Routes.
  orderRoutes(app, platform);
  menuRoute(app, platform);
  vendorByHostRoute(app, platform);
  liveRoute(app, hub, platform.readSide);
  return app;
}
