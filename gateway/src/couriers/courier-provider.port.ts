// The courier port (ARCHITECTURE decision 10): a delivery order is carried by a courier provider
// (MIARE, SNAPP_BOX, ZFEXPRESS — labelled EXPRESSPLUS —, BORDAR) through one interface: request a
// trip, cancel it, quote its price, and say whether a distance is within the provider's reach.
// Every amount crossing the port is integer Rial; an adapter whose API counts in Toman converts at
// its own edge. Which clients stand behind it is chosen once at start (courier.config.ts).
import type { TripLocation } from '@sofre/engine/trips';
import type { ProviderName } from '@sofre/engine/delivery';

export type { ProviderName };
export const PROVIDER_NAMES: readonly ProviderName[] = [
  'MIARE',
  'SNAPP_BOX',
  'ZFEXPRESS',
  'BORDAR',
];

export interface CourierTripInput {
  /** Our trip id: the provider's reference / bill number, so support on both sides can talk. */
  readonly tripId: string;
  readonly orderId: string;
  readonly pickup: TripLocation;
  readonly dropoff: TripLocation;
}

export interface CourierTripOutcome {
  /** The provider's id for the delivery: its webhooks name it. */
  readonly providerTripId: string;
  readonly fee?: number;
  readonly trackingUrl?: string;
}

export interface CourierRoute {
  readonly pickup: Pick<TripLocation, 'latitude' | 'longitude'>;
  readonly dropoff: Pick<TripLocation, 'latitude' | 'longitude'>;
}

export interface CourierQuote {
  readonly fee: number;
  readonly distanceMeters?: number;
}

export interface CourierProvider {
  readonly name: ProviderName;
  requestTrip(input: CourierTripInput): Promise<CourierTripOutcome>;
  cancelTrip(providerTripId: string): Promise<void>;
  estimatePrice(route: CourierRoute): Promise<CourierQuote>;
  /** The longest straight-line trip the provider takes; the route is served when within it. */
  readonly maxDistanceMeters: number;
}

/** What can go wrong, whatever the provider: callers decide on the code, never on text. */
export const courierProviderMessages = {
  COURIER_PROVIDER_UNAVAILABLE: 'سرویس پیک در دسترس نیست؛ چند لحظه بعد دوباره تلاش کنید.',
  COURIER_PROVIDER_REFUSED: 'سرویس پیک درخواست را نپذیرفت.',
  COURIER_PROVIDER_MISCONFIGURED: 'تنظیمات سرویس پیک نادرست است؛ با پشتیبانی تماس بگیرید.',
} as const;

export type CourierProviderErrorCode = keyof typeof courierProviderMessages;

export class CourierProviderError extends Error {
  override readonly name = 'CourierProviderError';
  readonly code: CourierProviderErrorCode;
  /** Worth another attempt later (network, timeout, provider 5xx). */
  readonly retryable: boolean;
  readonly providerCode: number | string | undefined;
  /** English, for logs and operators; never holds a token. */
  readonly detail: string;

  constructor(
    code: CourierProviderErrorCode,
    detail: string,
    options: { retryable?: boolean; providerCode?: number | string } = {},
  ) {
    super(courierProviderMessages[code]);
    this.code = code;
    this.detail = detail;
    this.retryable = options.retryable ?? false;
    this.providerCode = options.providerCode;
  }
}

/** Straight-line distance in metres (haversine): what distance support and sandbox prices use. */
export function distanceMeters(route: CourierRoute): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const { pickup: a, dropoff: b } = route;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}
