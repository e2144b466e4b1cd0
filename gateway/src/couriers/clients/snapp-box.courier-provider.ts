// A real client for SnappBox's customer API, as SnappBox's own WooCommerce plugin calls it (its
// public documentation is given to customers on signing up): a Bearer token; POST v2/pricing and
// POST v2/orders take the same order — city, delivery category, who pays the fare, and its
// terminals (the pickup then the drop-off, each with contact, address and point) — pricing
// answers the fare, creating answers the order id; POST v1/orders/{id}/cancel cancels. Fares are
// read in Rial. Where the plugin shows no field we send none.
import { callCourier, numberOf, refusal, textOf, type CourierReply } from '../courier-http.ts';
import {
  distanceMeters,
  type CourierProvider,
  type CourierQuote,
  type CourierRoute,
  type CourierTripInput,
  type CourierTripOutcome,
} from '../courier-provider.port.ts';
import type { TripLocation } from '@sofre/engine/trips';

export interface SnappBoxOptions {
  readonly token: string;
  /** https://api.snapp-box.com, or a stand-in. */
  readonly baseUrl?: string;
  readonly city?: string;
  readonly timeoutMs?: number;
}

type Point = Pick<TripLocation, 'latitude' | 'longitude'> & Partial<TripLocation>;

const terminal = (type: 'pickup' | 'drop', at: Point, sequenceNumber: number, ref = '') => ({
  type,
  sequenceNumber,
  contactName: at.title ?? '',
  contactPhoneNumber: at.phone ?? '',
  address: at.address ?? '',
  latitude: at.latitude,
  longitude: at.longitude,
  comment: ref,
  collectCash: 'no',
  paymentType: 'prepaid',
});

export class SnappBoxCourierProvider implements CourierProvider {
  readonly name = 'SNAPP_BOX' as const;
  readonly maxDistanceMeters = 25_000;
  private readonly baseUrl: string;

  constructor(private readonly options: SnappBoxOptions) {
    if (!options.token) throw new Error('SnappBoxCourierProvider needs a token');
    this.baseUrl = (options.baseUrl ?? 'https://api.snapp-box.com').replace(/\/$/, '');
  }

  private order(pickup: Point, dropoff: Point, ref?: string) {
    return {
      data: {
        city: this.options.city ?? 'tehran',
        deliveryCategory: 'bike-without-box',
        deliveryFarePaymentType: 'prepaid',
        customerWalletType: 'SNAPP_BOX',
        isReturn: false,
        waitingTime: 0,
        terminals: [terminal('pickup', pickup, 1, ref), terminal('drop', dropoff, 2, ref)],
      },
    };
  }

  async requestTrip(input: CourierTripInput): Promise<CourierTripOutcome> {
    const reply = await this.call(
      '/v2/orders',
      this.order(input.pickup, input.dropoff, input.tripId),
    );
    const data = (reply.body.data ?? reply.body) as Record<string, unknown>;
    const id = textOf(data.orderId) ?? textOf(data.id);
    if (reply.status >= 300 || !id) throw refusal('create order', reply, reply.body.code);
    const fee = numberOf(data.finalCustomerFare) ?? numberOf(data.totalFare);
    return { providerTripId: id, ...(fee === undefined ? {} : { fee }) };
  }

  async cancelTrip(providerTripId: string): Promise<void> {
    const reply = await this.call(`/v1/orders/${encodeURIComponent(providerTripId)}/cancel`);
    if (reply.status >= 300) throw refusal('cancel order', reply, reply.body.code);
  }

  async estimatePrice(route: CourierRoute): Promise<CourierQuote> {
    const reply = await this.call('/v2/pricing', this.order(route.pickup, route.dropoff));
    const data = (reply.body.data ?? reply.body) as Record<string, unknown>;
    const fee = numberOf(data.finalCustomerFare) ?? numberOf(data.totalFare);
    if (reply.status >= 300 || fee === undefined) throw refusal('pricing', reply, reply.body.code);
    return { fee, distanceMeters: distanceMeters(route) };
  }

  private call(path: string, body?: object): Promise<CourierReply> {
    return callCourier({
      url: `${this.baseUrl}${path}`,
      body,
      headers: { authorization: `Bearer ${this.options.token}` },
      timeoutMs: this.options.timeoutMs ?? 10_000,
    });
  }
}
