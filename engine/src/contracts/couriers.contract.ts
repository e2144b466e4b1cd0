// Courier providers' routes (spec §7 delivery, deliveryhistories and /api-delivery/v1): asking a
// provider (or one of the restaurant's bikers) to carry an order, cancelling it, a provider's fee
// and reach at a point, and what a provider's webhook is answered. Browser-safe.
import { z } from 'zod';
import { OrderStatus, TripStatus } from '../shared/enums.ts';
import { EstimatedPrice, EstimatedPriceQuery } from './delivery-zones.contract.ts';
import { TripAnswer } from './bikers.contract.ts';

const id = z.string().trim().min(1).max(64);

/** The providers that carry orders for the restaurant (OWN_FLEET is the restaurant's own). */
export const CourierProviderName = z.enum(['MIARE', 'SNAPP_BOX', 'ZFEXPRESS', 'BORDAR']);
export type CourierProviderName = z.infer<typeof CourierProviderName>;

/** The label side of spec §3: how a provider is named where it is chosen (its logo's name). */
export const courierLabels = {
  MIARE: 'MIARE',
  SNAPP_BOX: 'SNAPPBOX',
  ZFEXPRESS: 'EXPRESSPLUS',
  BORDAR: 'BORDAR',
  OWN_FLEET: 'OWN_FLEET',
} as const;

/** POST /api/delivery/requestnewtrip: one of the restaurant's bikers, or a provider. */
export const NewTripRequest = z.union([
  z.object({ orderId: id, provider: z.literal('OWN_FLEET').default('OWN_FLEET'), bikerId: id }),
  z.object({ orderId: id, provider: CourierProviderName }),
]);
export type NewTripRequest = z.infer<typeof NewTripRequest>;

/** POST /api-delivery/v1/delivery-by-providers. */
export const ProviderDeliveryRequest = z.object({ orderId: id, provider: CourierProviderName });
/** POST /api-delivery/v1/express-plus/request-delivery: the express courier (ZFEXPRESS). */
export const ExpressPlusDeliveryRequest = z.object({ orderId: id });
/** DELETE /api-delivery/v1/delivery-by-providers/{id}: the order's id. */
export const ProviderDeliveryParams = z.object({ id });
/** DELETE /api/deliveryhistories?orderId=: cancel the order's current delivery. */
export const DeliveryHistoryQuery = z.object({
  orderId: id,
  reason: z.string().trim().min(1).max(500).optional(),
});

/** A trip answer with the provider's side of it. */
export const ProviderTripAnswer = TripAnswer.extend({
  provider: z.string(),
  providerTripId: z.string().nullable(),
  fee: z.number().int().nullable(),
});
export type ProviderTripAnswer = z.infer<typeof ProviderTripAnswer>;

/** The drop-off point a fee or reach is asked for. */
export const CourierPointQuery = EstimatedPriceQuery;

/** GET /api/delivery/getbordardeliveryfee. */
export const CourierFee = z.object({
  provider: CourierProviderName,
  label: z.string(),
  fee: z.number().int(),
  distanceMeters: z.number().int().nullable(),
});

/** GET /api-delivery/v1/provider-distance-support: who reaches the point from the restaurant. */
export const ProviderDistanceSupport = z.array(
  z.object({
    provider: CourierProviderName,
    label: z.string(),
    supported: z.boolean(),
    distanceMeters: z.number().int(),
    maxDistanceMeters: z.number().int(),
  }),
);

/**
 * GET /api-delivery/v1/estimated-price?providers=true (staff with delivery.manage): the zone price
 * the customer pays, and beside it what each provider asks to carry the order there.
 */
export const EstimatedPriceWithProvidersQuery = EstimatedPriceQuery.extend({
  providers: z.enum(['true', 'false']).optional(),
});

/** One provider's quote: its fee (Rial), or why there is none (`code`). */
export const ProviderQuote = z.object({
  provider: CourierProviderName,
  label: z.string(),
  /** Within the provider's reach from the restaurant (straight line). */
  supported: z.boolean(),
  distanceMeters: z.number().int(),
  fee: z.number().int().nullable(),
  /** OUT_OF_PROVIDER_RANGE, or the provider's failure (COURIER_PROVIDER_UNAVAILABLE, …); null with a fee. */
  code: z.string().nullable(),
});
export type ProviderQuote = z.infer<typeof ProviderQuote>;

export const EstimatedPriceWithProviders = EstimatedPrice.extend({
  /** Only when asked for (providers=true). */
  providers: z.array(ProviderQuote).optional(),
});

/** What a webhook is answered: applied, a duplicate, late (already past), or an acknowledgement. */
export const CourierHookAnswer = z.object({
  result: z.enum(['APPLIED', 'DUPLICATE', 'LATE', 'ACKNOWLEDGED']),
  tripId: z.string(),
  tripStatus: TripStatus,
  orderMoves: z.array(OrderStatus),
});
