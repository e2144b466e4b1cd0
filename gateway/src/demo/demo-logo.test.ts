// The demo restaurant's logo: drawn, stored in the file store and set through the vendor's
// settings, shown on the landing and served as a PNG — once, so a logo the owner removed stays so.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fileStoreIn } from '../files/file-store.ts';
import { imageTypeOf } from '../files/image-type.ts';
import {
  asVendorB,
  eventCount,
  startTestGateway,
  type TestGateway,
} from '../testing/test-gateway.ts';
import { seedDemo } from './seed-demo.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 30_000);
afterAll(() => gw.close());

const landing = async (headers: Record<string, string> = {}) =>
  (await gw.app.inject({ url: '/api-identity/vendors/landing', headers })).json<{
    logo: string | null;
  }>();

it('gives the demo vendor a logo from the file store, once', async () => {
  expect((await landing()).logo).toBeNull();
  const files = fileStoreIn(gw.dataDir);
  expect(
    await gw.platform.readSide.waitFor(await seedDemo(gw.platform.store, {}, files), 10_000),
  ).toBe(true);

  const { logo } = await landing();
  expect(logo).toMatch(/^\/files\/vendor-demo-sofre\/[0-9a-f]{64}\.png$/);
  const served = await gw.app.inject({ url: logo! });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(imageTypeOf(served.rawPayload)).toBe('png');
  expect((await landing(asVendorB)).logo).toBeNull();

  const removed = await gw.app.inject({
    method: 'PUT',
    url: '/api-identity/vendors/me',
    headers: gw.asOwner,
    payload: { logo: null },
  });
  expect(removed.json()).toMatchObject({ logo: null });
  const before = await eventCount(gw);
  await seedDemo(gw.platform.store, {}, files);
  expect(await eventCount(gw)).toBe(before);
  expect((await landing()).logo).toBeNull();
});
