// A real client for Miare's third-party API v2 (docs: Miare API, "Third-Party API"): every call
// carries `Authorization: Token <token>`; POST trips/ creates a trip with one pickup (name, phone,
// address, location, a deadline that may not be in the past) and its courses (bill number, name,
// phone, address, location) and answers the trip with its id and state; POST trips/{id}/cancel/
// cancels it (refused 30 s after a courier was assigned or once the courier is at the source).
// Errors come as {code, detail}. The public document has no price endpoint — Miare bills by the
// client's contract — so a quote is the contract's flat fee given in the configuration.
import { callCourier, refusal, textOf, type CourierReply } from '../courier-http.ts';
import type {
  CourierProvider,
  CourierQuote,
  CourierTripInput,
  CourierTripOutcome,
} from '../courier-provider.port.ts';

export interface MiareOptions {
  readonly token: string;
  /** https://ws.mia.re/trip-management/third-party-api/v2 (staging: staging.ws.mia.re/…). */
  readonly baseUrl?: string;
  /** The contract's fee per trip, in Rial. */
  readonly flatFee?: number;
  /** Minutes from now the courier should be at the restaurant (the trip's deadline). */
  readonly pickupInMinutes?: number;
  readonly timeoutMs?: number;
  readonly clock?: () => Date;
}

export class MiareCourierProvider implements CourierProvider {
  readonly name = 'MIARE' as const;
  readonly maxDistanceMeters = 12_000;
  private readonly baseUrl: string;

  constructor(private readonly options: MiareOptions) {
    if (!options.token) throw new Error('MiareCourierProvider needs a token');
    this.baseUrl = (
      options.baseUrl ?? 'https://ws.mia.re/trip-management/third-party-api/v2'
    ).replace(/\/$/, '');
  }

  async requestTrip(input: CourierTripInput): Promise<CourierTripOutcome> {
    const now = (this.options.clock ?? (() => new Date()))();
    const deadline = new Date(now.getTime() + (this.options.pickupInMinutes ?? 10) * 60_000);
    const { pickup, dropoff } = input;
    const reply = await this.call('/trips/', {
      pickup: {
        name: pickup.title,
        phone_number: pickup.phone ?? '',
        address: pickup.address,
        location: { latitude: pickup.latitude, longitude: pickup.longitude },
        deadline: deadline.toISOString(),
      },
      courses: [
        {
          bill_number: input.tripId,
          name: dropoff.title,
          phone_number: dropoff.phone ?? '',
          address: dropoff.address,
          location: { latitude: dropoff.latitude, longitude: dropoff.longitude },
        },
      ],
    });
    const id = textOf(reply.body.id);
    if (reply.status >= 300 || !id) throw refusal('create trip', reply, reply.body.code);
    const trackingUrl = textOf(reply.body.tracking_url);
    return {
      providerTripId: id,
      ...(this.options.flatFee === undefined ? {} : { fee: this.options.flatFee }),
      ...(trackingUrl ? { trackingUrl } : {}),
    };
  }

  async cancelTrip(providerTripId: string): Promise<void> {
    const reply = await this.call(`/trips/${encodeURIComponent(providerTripId)}/cancel/`);
    if (reply.status >= 300) throw refusal('cancel trip', reply, reply.body.code);
  }

  async estimatePrice(): Promise<CourierQuote> {
    return { fee: this.options.flatFee ?? 0 };
  }

  private call(path: string, body?: object): Promise<CourierReply> {
    return callCourier({
      url: `${this.baseUrl}${path}`,
      body,
      headers: { authorization: `Token ${this.options.token}` },
      timeoutMs: this.options.timeoutMs ?? 10_000,
    });
  }
}
