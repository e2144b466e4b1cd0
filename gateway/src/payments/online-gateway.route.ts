// GET and PUT /api/bankconfiguration/online-gateway — the vendor's own online payment gateway
// (issue 32; spec §3 bankconfiguration). routes.txt has no route for it, so it sits under the
// spec's /api/bankconfiguration. The credentials are sealed here (merchant-secrets.ts), before the
// engine decides: the engine, the store and every answer see ciphertext or nothing; the answer
// tells only whether some are kept. Only who manages the vendor's settings sees or changes it.
import { onlineGatewayAggregate, type OnlineGatewayState } from '@sofre/engine/banking';
import { OnlineGatewayRequest, OnlineGatewayView } from '@sofre/engine/contracts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { sealCredentials } from './merchant-secrets.ts';
import type { ActivePayments } from './payment.config.ts';
import { onlineGatewayOf } from './vendor-gateways.ts';

const PATH = '/api/bankconfiguration/online-gateway';

export interface OnlineGatewayDeps extends AuthDeps {
  readonly secretsKey: Buffer;
  readonly active: ActivePayments;
}

const viewOf = (state: OnlineGatewayState): OnlineGatewayView => ({
  provider: state.provider,
  hasCredentials: state.credentials !== null,
  updatedAt: state.updatedAt,
});

export function onlineGatewayRoutes(app: ZodApp, deps: OnlineGatewayDeps) {
  const access = { access: staff('vendor.manage') };
  app.get(
    PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'The vendor’s online payment gateway (never its credentials)',
        headers: BearerHeaders,
        response: { 200: OnlineGatewayView, ...problemResponses(401, 403) },
      },
      config: access,
    },
    async (request) =>
      viewOf(await onlineGatewayOf(deps.platform.store, contextOf(request).vendor.id)),
  );

  app.put(
    PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Choose the vendor’s online payment gateway and replace its merchant credentials',
        headers: BearerHeaders,
        body: OnlineGatewayRequest,
        response: { 200: OnlineGatewayView, ...problemResponses(400, 401, 403, 422) },
      },
      config: access,
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      const body = request.body;
      const given = 'credentials' in body ? body.credentials : undefined;
      const credentials = given
        ? sealCredentials(deps.secretsKey, { vendorId, provider: body.provider }, given)
        : undefined;
      // Read from its stream, not a read model: nothing to wait for.
      const result = await deps.runner.run(
        request,
        onlineGatewayAggregate,
        {
          type: 'SetOnlineGateway',
          data: { vendorId, provider: body.provider, ...(credentials ? { credentials } : {}) },
        },
        { wait: false },
      );
      return viewOf(result.state);
    },
  );
}
