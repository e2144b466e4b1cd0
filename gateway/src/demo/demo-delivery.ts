// The demo restaurant's delivery zone: central Tehran (about 8 km by 11 km from Enghelab and
// Valiasr squares up to Vanak, where the demo's regulars live; Tehranpars, east, is outside),
// delivered for 300,000 Rial (30,000 Toman). Same command path as the API with
// a fixed id, so a second start repeats nothing. Draw more on /bo/delivery-zones.
import { deliveryZoneKind, type DeliveryZoneFields } from '@sofre/engine/delivery-zones';
import type { DemoSeed } from './demo-seed.ts';

export const DEMO_DELIVERY_ZONE_ID = 'demo-zone-central';

export const demoDeliveryZone: DeliveryZoneFields = {
  vendorsProperName: 'مرکز تهران',
  price: 300_000,
  enabled: true,
  // [longitude, latitude], closed: from the south-west corner round to it again.
  polygon: [
    [51.36, 35.67],
    [51.45, 35.67],
    [51.45, 35.77],
    [51.36, 35.77],
    [51.36, 35.67],
  ],
};

export async function seedDemoDelivery(seed: DemoSeed): Promise<void> {
  await seed.run(
    deliveryZoneKind.aggregate,
    { type: 'CreateRecord', data: { id: DEMO_DELIVERY_ZONE_ID, fields: demoDeliveryZone } },
    `delivery-zone:${DEMO_DELIVERY_ZONE_ID}`,
  );
}
