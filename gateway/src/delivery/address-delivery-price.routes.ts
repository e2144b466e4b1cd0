// What a courier charges to the customer's addresses (the site's address step, spec §7 delivery):
// GET /api-delivery/v1/delivery-prices/address/{addressId}/vendor/{vendorId} — one address's zone
//   and price, or OUT_OF_DELIVERY_ZONE «لطفاً آدرسی در محدوده‌های تحت پوشش انتخاب کنید.»
// GET /api-delivery/v1/customer-addresses/based-on-delivery-zones — all of my addresses, each
//   saying whether a courier takes it and at what price (the covered ones first)
// The zone is decided by the engine (deliveryQuote), as for the POS's courier orders.
import { DomainError } from '@sofre/engine';
import type { AddressView } from '@sofre/engine/contracts';
import { CoveredAddress, EstimatedPrice } from '@sofre/engine/contracts';
import {
  deliveryQuote,
  deliveryZoneKind,
  type DeliveryZoneRecord,
} from '@sofre/engine/delivery-zones';
import { z } from 'zod';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { me, myAddressOr404 } from '../customers/own-customer.ts';
import type { RecordDeps } from '../records/record-commands.ts';

const zonesOf = async (deps: Pick<RecordDeps, 'platform'>, vendorId: string) =>
  (await deps.platform.readSide.records(
    vendorId,
    deliveryZoneKind.kind,
  )) as unknown as DeliveryZoneRecord[];

/** The zone and price at an address, or the refusal the engine gives (outside every zone). */
function quoteFor(address: AddressView, zones: readonly DeliveryZoneRecord[]): EstimatedPrice {
  if (address.latitude === null || address.longitude === null) {
    // Taken on the phone without a map point: no zone can hold it until it is located.
    throw new DomainError('OUT_OF_DELIVERY_ZONE');
  }
  return deliveryQuote({ latitude: address.latitude, longitude: address.longitude }, zones);
}

function coverageOf(address: AddressView, zones: readonly DeliveryZoneRecord[]): CoveredAddress {
  try {
    return { ...address, covered: true, ...quoteFor(address, zones) };
  } catch (error) {
    if (error instanceof DomainError) return { ...address, covered: false };
    throw error;
  }
}

export function addressDeliveryPriceRoutes(app: ZodApp, deps: Pick<RecordDeps, 'platform'>) {
  app.get(
    '/api-delivery/v1/delivery-prices/address/:addressId/vendor/:vendorId',
    {
      schema: {
        tags: ['delivery'],
        summary: 'The delivery zone and price of one of my addresses',
        headers: BearerHeaders,
        params: z.object({
          addressId: z.string().min(1).max(100),
          vendorId: z.string().min(1).max(100),
        }),
        response: { 200: EstimatedPrice, ...problemResponses(401, 404, 422) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      // Another vendor's prices are not this site's to tell.
      if (request.params.vendorId !== vendorId) throw new DomainError('VENDOR_NOT_FOUND');
      const { address } = await myAddressOr404(deps, request, request.params.addressId);
      return quoteFor(address, await zonesOf(deps, vendorId));
    },
  );

  app.get(
    '/api-delivery/v1/customer-addresses/based-on-delivery-zones',
    {
      schema: {
        tags: ['delivery'],
        summary: 'My addresses, each with whether a courier takes it and at what price',
        headers: BearerHeaders,
        response: { 200: z.array(CoveredAddress), ...problemResponses(401, 404) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const { customer } = await me(deps, request);
      const zones = await zonesOf(deps, contextOf(request).vendor.id);
      const all = (customer?.addresses ?? []).map((a) => coverageOf(a, zones));
      return [...all.filter((a) => a.covered), ...all.filter((a) => !a.covered)];
    },
  );
}
