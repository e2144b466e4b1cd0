// For the crash tests: a gateway that dies holding an order's idempotency key, and what the order
// stream holds afterwards.
import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { CreateOrderRequest } from '@sofre/engine/contracts';
import { startScript } from '../testing/child-process.ts';
import type { TestGateway } from '../testing/test-gateway.ts';
import { fingerprintOf } from './idempotent.ts';

/** What the gateway's POST /api/orders claims for this order: its id is the key, its parsed body the fingerprint. */
export const orderClaim = (vendorId: string, order: CreateOrderRequest) => ({
  SCOPE: vendorId,
  KEY: order.id,
  FINGERPRINT: fingerprintOf({
    method: 'POST',
    url: '/api/orders',
    routeOptions: { url: '/api/orders' },
    body: CreateOrderRequest.parse(order),
  } as FastifyRequest),
});

/**
 * A process claims the key, as a gateway does first thing for a request, and is killed (SIGKILL)
 * before it stores anything. `store` is DATA_DIR or DATABASE_URL: where its claim is kept.
 */
export async function crashHoldingClaim(
  store: { DATA_DIR: string } | { DATABASE_URL: string },
  claim: ReturnType<typeof orderClaim>,
): Promise<void> {
  const child = startScript('gateway/src/http/idempotency.claim-and-wait.script.ts', {
    ...store,
    ...claim,
  });
  try {
    await child.waitForLine((line) => line === 'claim: new', 20_000);
  } finally {
    if (child.process.exitCode === null) {
      const exited = once(child.process, 'exit');
      child.process.kill('SIGKILL');
      await exited;
    }
  }
}

/** The order's OrderSubmitted events at the vendor: one when the order was stored once. */
export const submittedCount = async (gateway: TestGateway, vendorId: string, orderId: string) =>
  (await gateway.platform.store.readStream(`order-${vendorId}:${orderId}`)).filter(
    (e) => e.type === 'OrderSubmitted',
  ).length;
