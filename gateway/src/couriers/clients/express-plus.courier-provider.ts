// A client for ZFEXPRESS, the express courier labelled EXPRESSPLUS (spec §3). Its API is given to
// merchants under contract and has no public document; this follows the usual shape of such APIs
// and the fields our order has — an API key header, POST orders with a reference, origin and
// destination (point, address, contact) answering {id, price}, POST orders/{id}/cancel, POST
// price with the two points answering {price, distance} — and must be checked against the
// contract a vendor receives. Prices are read in Rial.
import { callCourier, numberOf, refusal, textOf, type CourierReply } from '../courier-http.ts';
import type {
  CourierProvider,
  CourierQuote,
  CourierRoute,
  CourierTripInput,
  CourierTripOutcome,
} from '../courier-provider.port.ts';
import type { TripLocation } from '@sofre/engine/trips';

export interface ExpressPlusOptions {
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly timeoutMs?: number;
}

const place = (at: TripLocation) => ({
  lat: at.latitude,
  lng: at.longitude,
  address: at.address,
  name: at.title,
  phone: at.phone ?? '',
});

export class ExpressPlusCourierProvider implements CourierProvider {
  readonly name = 'ZFEXPRESS' as const;
  readonly maxDistanceMeters = 8_000;

  constructor(private readonly options: ExpressPlusOptions) {
    if (!options.apiKey) throw new Error('ExpressPlusCourierProvider needs an api key');
  }

  async requestTrip(input: CourierTripInput): Promise<CourierTripOutcome> {
    const reply = await this.call('/api/v1/orders', {
      reference: input.tripId,
      origin: place(input.pickup),
      destination: place(input.dropoff),
    });
    const id = textOf(reply.body.id);
    if (reply.status >= 300 || !id) throw refusal('create order', reply, reply.body.code);
    const fee = numberOf(reply.body.price);
    return { providerTripId: id, ...(fee === undefined ? {} : { fee }) };
  }

  async cancelTrip(providerTripId: string): Promise<void> {
    const reply = await this.call(`/api/v1/orders/${encodeURIComponent(providerTripId)}/cancel`);
    if (reply.status >= 300) throw refusal('cancel order', reply, reply.body.code);
  }

  async estimatePrice(route: CourierRoute): Promise<CourierQuote> {
    const { pickup, dropoff } = route;
    const reply = await this.call('/api/v1/price', {
      origin: { lat: pickup.latitude, lng: pickup.longitude },
      destination: { lat: dropoff.latitude, lng: dropoff.longitude },
    });
    const fee = numberOf(reply.body.price);
    if (reply.status >= 300 || fee === undefined) throw refusal('price', reply, reply.body.code);
    const distance = numberOf(reply.body.distance);
    return { fee, ...(distance === undefined ? {} : { distanceMeters: distance }) };
  }

  private call(path: string, body?: object): Promise<CourierReply> {
    return callCourier({
      url: `${this.options.baseUrl.replace(/\/$/, '')}${path}`,
      body,
      headers: { 'x-api-key': this.options.apiKey },
      timeoutMs: this.options.timeoutMs ?? 10_000,
    });
  }
}
