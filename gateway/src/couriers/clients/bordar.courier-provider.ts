// A client for Bordar's courier API. Bordar publishes no API document; what is known is that the
// back office asks it for a delivery fee before sending (GET getbordardeliveryfee, spec §7). This
// follows the usual shape — a Bearer token, POST shipments/estimate with the two points answering
// {fee, distance}, POST shipments with our reference and both ends answering {id, fee}, POST
// shipments/{id}/cancel — and must be checked against the contract a vendor receives. Fees are
// read in Rial.
import { callCourier, numberOf, refusal, textOf, type CourierReply } from '../courier-http.ts';
import type {
  CourierProvider,
  CourierQuote,
  CourierRoute,
  CourierTripInput,
  CourierTripOutcome,
} from '../courier-provider.port.ts';
import type { TripLocation } from '@sofre/engine/trips';

export interface BordarOptions {
  readonly token: string;
  readonly baseUrl: string;
  readonly timeoutMs?: number;
}

const end = (at: Pick<TripLocation, 'latitude' | 'longitude'> & Partial<TripLocation>) => ({
  latitude: at.latitude,
  longitude: at.longitude,
  ...(at.address ? { address: at.address, name: at.title, phone: at.phone ?? '' } : {}),
});

export class BordarCourierProvider implements CourierProvider {
  readonly name = 'BORDAR' as const;
  readonly maxDistanceMeters = 15_000;

  constructor(private readonly options: BordarOptions) {
    if (!options.token) throw new Error('BordarCourierProvider needs a token');
  }

  async requestTrip(input: CourierTripInput): Promise<CourierTripOutcome> {
    const reply = await this.call('/api/v1/shipments', {
      reference: input.tripId,
      source: end(input.pickup),
      destination: end(input.dropoff),
    });
    const id = textOf(reply.body.id);
    if (reply.status >= 300 || !id) throw refusal('create shipment', reply, reply.body.code);
    const fee = numberOf(reply.body.fee);
    return { providerTripId: id, ...(fee === undefined ? {} : { fee }) };
  }

  async cancelTrip(providerTripId: string): Promise<void> {
    const path = `/api/v1/shipments/${encodeURIComponent(providerTripId)}/cancel`;
    const reply = await this.call(path);
    if (reply.status >= 300) throw refusal('cancel shipment', reply, reply.body.code);
  }

  async estimatePrice(route: CourierRoute): Promise<CourierQuote> {
    const reply = await this.call('/api/v1/shipments/estimate', {
      source: end(route.pickup),
      destination: end(route.dropoff),
    });
    const fee = numberOf(reply.body.fee);
    if (reply.status >= 300 || fee === undefined) throw refusal('estimate', reply, reply.body.code);
    const distance = numberOf(reply.body.distance);
    return { fee, ...(distance === undefined ? {} : { distanceMeters: distance }) };
  }

  private call(path: string, body?: object): Promise<CourierReply> {
    return callCourier({
      url: `${this.options.baseUrl.replace(/\/$/, '')}${path}`,
      body,
      headers: { authorization: `Bearer ${this.options.token}` },
      timeoutMs: this.options.timeoutMs ?? 10_000,
    });
  }
}
