// A test gateway with a third vendor on the free package (vendor C), and the platform admin's
// headers: what the subscription tests need beside vendors A and B (on the full package).
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import { seedDemo } from '../demo/seed-demo.ts';
import { startTestGateway, type TestGateway } from '../testing/test-gateway.ts';

export const VENDOR_C = { vendorId: 'vendor-c', name: 'کافه سوم', domains: ['c.sofre.local'] };

export async function startSubscriptionGateway() {
  const gateway = await startTestGateway();
  const seeded = await seedDemo(gateway.platform.store, { ...VENDOR_C, packageId: null });
  await gateway.platform.readSide.waitFor(seeded, 10_000);
  // Signed at each call on the gateway's clock, so a test that moves the clock a month still
  // holds live tokens.
  return {
    gateway,
    asOwnerC: async () => ({
      authorization: `Bearer ${await gateway.tokenFor('demo-owner', VENDOR_C.vendorId)}`,
      'x-vendor-domain': 'c.sofre.local',
    }),
    asOwnerA: async () => ({ authorization: `Bearer ${await gateway.tokenFor('demo-owner')}` }),
    asAdmin: async () => ({
      authorization: `Bearer ${await gateway.tokenFor('demo-admin', PLATFORM_VENDOR_ID, 'ADMIN')}`,
    }),
  };
}

/** Pays an opened contract on the sandbox's page; answers where the verify sent the browser. */
export async function payContract(
  gateway: TestGateway,
  headers: Record<string, string>,
  contractId: string,
  choice: 'pay' | 'cancel' = 'pay',
) {
  const opened = await gateway.app.inject({
    method: 'GET',
    url: `/api-identity/contracts/${contractId}/payment`,
    headers,
  });
  if (opened.statusCode !== 200) throw new Error(`payment refused: ${opened.body}`);
  const { submitUrl, transactionId } = opened.json<{ submitUrl: string; transactionId: string }>();
  const authority = submitUrl.split('/').at(-1)!;
  const back = new URL(gateway.paymentSandbox.decide(authority, choice)!, 'http://x');
  const callback = `${back.pathname}${back.search}`;
  const verify = () => gateway.app.inject({ method: 'GET', url: callback });
  return { transactionId, callback, verify, first: await verify() };
}
