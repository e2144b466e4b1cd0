// The sandbox courier shipped with the product (ARCHITECTURE decision 10): it stands in for every
// provider, so the demo and the tests deliver end to end without leaving the machine. It takes a
// trip, then on the gateway's clock moves it through a provider's statuses and calls OUR webhook
// routes over HTTP, signed as a provider signs them: a MIARE trip in Miare's dialect to
// hooks/miare, any other in SnappBox's to hooks/snapp-box. `tick()` sends what is due (a timer runs
// it in the demo; tests move the clock and call it), and a webhook that fails is sent again on
// the next tick, as providers retry.
import { randomBytes } from 'node:crypto';
import type { CourierDeliveryStatus } from '@sofre/engine';
import {
  distanceMeters,
  type CourierProvider,
  type CourierRoute,
  type CourierTripInput,
  type ProviderName,
} from '../courier-provider.port.ts';
import { signedHeaders } from '../webhook-signature.ts';
import { toMiareState, toSnappBoxStatus } from '../webhook-dialects.ts';

export interface PlannedStatus {
  /** After how long from the request (ms, on the gateway's clock). */
  readonly afterMs: number;
  readonly status: CourierDeliveryStatus;
  readonly batchId?: string;
}

/** A courier that comes, picks up and delivers in about twenty minutes. */
export const DELIVERY_PLAN: readonly PlannedStatus[] = [
  { afterMs: 30_000, status: 'ASSIGNED' },
  { afterMs: 60_000, status: 'ACCEPTED' },
  { afterMs: 5 * 60_000, status: 'ATRESTAURANT' },
  { afterMs: 8 * 60_000, status: 'PICKED_UP' },
  { afterMs: 20 * 60_000, status: 'DELIVERED' },
];

interface SandboxTrip {
  readonly provider: ProviderName;
  readonly input: CourierTripInput;
  readonly requestedAt: number;
  readonly plan: readonly PlannedStatus[];
  sent: number;
  canceled: boolean;
}

export interface SandboxCouriersOptions {
  readonly clock?: () => Date;
  /** The secret our webhook routes verify the sandbox's signatures with. */
  readonly secret?: string;
  /** Our own address (http://host:port); undefined until the gateway listens. */
  readonly baseUrl: () => string | undefined;
  readonly log?: { warn(object: object, message: string): void };
}

export class SandboxCouriers {
  readonly secret: string;
  private readonly trips = new Map<string, SandboxTrip>();
  private readonly clock: () => Date;
  private nextPlan: readonly PlannedStatus[] | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Passes run one after another; the timer skips a beat while one is under way. */
  private queue: Promise<unknown> = Promise.resolve();
  private passes = 0;

  constructor(private readonly options: SandboxCouriersOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.secret = options.secret ?? randomBytes(32).toString('hex');
  }

  /** The sandbox as one provider's client. */
  providerFor(name: ProviderName): CourierProvider {
    return {
      name,
      maxDistanceMeters: 20_000,
      requestTrip: async (input) => this.take(name, input),
      cancelTrip: async (id) => this.cancel(id),
      estimatePrice: async (route) => quote(route),
    };
  }

  /** The plan the next requested trip follows instead of DELIVERY_PLAN (a test's scenario). */
  planNext(plan: readonly PlannedStatus[]): void {
    this.nextPlan = plan;
  }

  trip(providerTripId: string) {
    return this.trips.get(providerTripId);
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      if (this.passes === 0) void this.tick();
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Sends every webhook due by now, after any pass under way; answers how many were accepted. */
  tick(): Promise<number> {
    this.passes += 1;
    const pass = this.queue.then(() => this.sendDue()).finally(() => (this.passes -= 1));
    this.queue = pass.catch(() => 0);
    return pass;
  }

  /** Sends one status of a trip now, outside its plan (a resend, a late one): the HTTP status. */
  async send(providerTripId: string, planned: Omit<PlannedStatus, 'afterMs'>): Promise<number> {
    const trip = this.trips.get(providerTripId);
    if (!trip) throw new Error(`no sandbox trip ${providerTripId}`);
    return this.post(providerTripId, trip, planned);
  }

  private take(provider: ProviderName, input: CourierTripInput) {
    const providerTripId = `SBX-${randomBytes(6).toString('hex')}`;
    const plan = this.nextPlan ?? DELIVERY_PLAN;
    this.nextPlan = undefined;
    const requestedAt = this.clock().getTime();
    this.trips.set(providerTripId, {
      provider,
      input,
      requestedAt,
      plan,
      sent: 0,
      canceled: false,
    });
    return { providerTripId, fee: quote(input).fee };
  }

  private cancel(providerTripId: string): void {
    const trip = this.trips.get(providerTripId);
    if (trip) trip.canceled = true;
  }

  private async sendDue(): Promise<number> {
    let accepted = 0;
    const now = this.clock().getTime();
    for (const [id, trip] of this.trips) {
      while (!trip.canceled && trip.sent < trip.plan.length) {
        const next = trip.plan[trip.sent]!;
        if (trip.requestedAt + next.afterMs > now) break;
        const status = await this.post(id, trip, next).catch(() => 0);
        // Our route said no for good (a refused status): a provider would not resend it either.
        if (status === 0 || status >= 500) break;
        trip.sent += 1;
        if (status < 300) accepted += 1;
      }
    }
    return accepted;
  }

  private async post(id: string, trip: SandboxTrip, planned: Omit<PlannedStatus, 'afterMs'>) {
    const base = this.options.baseUrl();
    if (!base) return 0;
    const miare = trip.provider === 'MIARE' ? toMiareState(planned.status) : undefined;
    const [path, body] = miare
      ? ['/api-delivery/v1/hooks/miare', { trip_id: id, state: miare, courier: sandboxBiker(id) }]
      : [
          '/api-delivery/v1/hooks/snapp-box',
          {
            orderId: id,
            status: toSnappBoxStatus(planned.status),
            ...(planned.batchId ? { batchId: planned.batchId } : {}),
            bikerId: `sbx-biker-${id}`,
            bikerName: 'پیک آزمایشی',
            bikerPhone: '09120000000',
          },
        ];
    const raw = JSON.stringify(body);
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signedHeaders(this.secret, this.clock(), raw),
      },
      body: raw,
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer();
    if (response.status >= 300)
      this.options.log?.warn(
        { providerTripId: id, status: response.status },
        'sandbox courier webhook refused',
      );
    return response.status;
  }
}

const sandboxBiker = (id: string) => ({
  id: `sbx-biker-${id}`,
  name: 'پیک آزمایشی',
  phone_number: '09120000000',
});

/** 250,000 Rial and 40,000 per started kilometre: a round, believable fee. */
function quote(route: CourierRoute) {
  const meters = distanceMeters(route);
  return { fee: 250_000 + Math.ceil(meters / 1000) * 40_000, distanceMeters: meters };
}
