// The OrderFacts adapter over the real read models of a test gateway (the demo seeded at vendors A
// and B): it answers what taking an order looks up, for the request's vendor and no other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestGateway,
  VENDOR_A_ID,
  VENDOR_B,
  type TestGateway,
} from '../testing/test-gateway.ts';
import { orderFactsFor } from './order-facts.adapter.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 60_000);
afterAll(() => gw.close());

const vendorA = async () => (await gw.platform.readSide.vendorByDomain('localhost'))!;

describe('orderFactsFor', () => {
  it('answers the vendor’s menu selling now, its floor and its own terms', async () => {
    const vendor = await vendorA();
    const facts = orderFactsFor(gw.platform, vendor);
    const menu = await facts.menuSellingNow(VENDOR_A_ID, new Date().toISOString());
    expect(menu.flatMap((c) => c.items).length).toBeGreaterThan(0);
    expect((await facts.diningTables(VENDOR_A_ID)).some((t) => t.active)).toBe(true);
    expect(await facts.vendorTerms(VENDOR_A_ID)).toEqual({
      preparationTime: vendor.preparationTime,
      pricingSettings: vendor.pricingSettings,
      minimumBasket: vendor.minimumBasket,
    });
  });

  it('never answers another vendor’s facts', async () => {
    const facts = orderFactsFor(gw.platform, await vendorA());
    await expect(facts.diningTables(VENDOR_B.vendorId)).rejects.toThrow();
    await expect(
      facts.menuSellingNow(VENDOR_B.vendorId, new Date().toISOString()),
    ).rejects.toThrow();
  });
});
