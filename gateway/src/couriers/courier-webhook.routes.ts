// The courier providers' webhooks (spec §7): POST /api/deliveryhistories/webhook/{miare,snappbox}
// and their newer paths /api-delivery/v1/hooks/{miare,snapp-box}. Each is verified against the
// raw body (webhook-signature.ts: a bad or stale signature is 401), read in its provider's dialect
// (webhook-dialects.ts), and applied by the engine (applyCourierStatus): an unknown delivery is
// 404, a status the trip machine refuses 409 INVALID_TRIP_STATE, a repeat or a late status 200 with
// nothing changed. Every refusal is logged. No vendor comes with a webhook: the delivery id says.
import type { FastifyRequest } from 'fastify';
import { CourierHookAnswer } from '@sofre/engine/contracts';
import { applyCourierStatus } from '@sofre/engine/delivery';
import type { z } from 'zod';
import { GatewayProblem } from '../http/problem.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { ActiveCouriers, HookRoute } from './courier.config.ts';
import type { CourierDeps } from './courier-trips.ts';
import {
  fromMiare,
  fromSnappBox,
  MiareWebhook,
  SnappBoxWebhook,
  type CourierWebhook,
} from './webhook-dialects.ts';
import { verifyWebhook } from './webhook-signature.ts';

const raws = new WeakMap<FastifyRequest, string>();

export function courierWebhookRoutes(app: ZodApp, deps: CourierDeps, couriers: ActiveCouriers) {
  const { platform, clock } = deps;
  void app.register(async (scope) => {
    // The signature is over the bytes the provider sent, so this scope keeps them.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      raws.set(request, String(body));
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('bad json'), { statusCode: 400 }), undefined);
      }
    });
    scope.addHook('onError', async (request, reply, error) => {
      const { code, statusCode } = error as { code?: string; statusCode?: number };
      request.log.warn(
        { url: request.url, code, status: statusCode ?? reply.statusCode, body: raws.get(request) },
        'courier webhook refused',
      );
    });

    const apply = async (request: FastifyRequest, route: HookRoute, hook: CourierWebhook) => {
      const verdict = verifyWebhook(
        couriers.verifiers[route],
        request.headers,
        raws.get(request) ?? '',
        clock(),
      );
      if (verdict !== 'OK') {
        request.log.warn({ url: request.url, verdict }, 'courier webhook refused: not signed');
        throw new GatewayProblem(401, 'WEBHOOK_SIGNATURE_INVALID');
      }
      const outcome = await applyCourierStatus(platform.store, {
        providers: couriers.hookProviders[route],
        ...hook,
        now: clock().toISOString(),
      });
      if (outcome.result !== 'APPLIED')
        request.log.info(
          { url: request.url, ...hook, result: outcome.result },
          'courier webhook changed nothing',
        );
      await deps.runner.waitFor(outcome.position);
      const { result, tripId, tripStatus, orderMoves } = outcome;
      return { result, tripId, tripStatus, orderMoves } as z.infer<typeof CourierHookAnswer>;
    };

    const schema = (summary: string, body: z.ZodType) => ({
      tags: ['delivery'],
      summary,
      body,
      response: { 200: CourierHookAnswer, ...problemResponses(400, 401, 404, 409) },
    });
    const config = { access: 'public', vendorScoped: false } as const;
    for (const url of ['/api/deliveryhistories/webhook/miare', '/api-delivery/v1/hooks/miare'])
      scope.post(
        url,
        { schema: schema('Miare’s trip callback', MiareWebhook), config },
        (request) =>
          apply(request, 'MIARE', fromMiare(request.body as z.output<typeof MiareWebhook>)),
      );
    for (const url of [
      '/api/deliveryhistories/webhook/snappbox',
      '/api-delivery/v1/hooks/snapp-box',
    ])
      scope.post(
        url,
        { schema: schema('SnappBox’s order webhook', SnappBoxWebhook), config },
        (request) =>
          apply(
            request,
            'SNAPP_BOX',
            fromSnappBox(request.body as z.output<typeof SnappBoxWebhook>),
          ),
      );
  });
}
