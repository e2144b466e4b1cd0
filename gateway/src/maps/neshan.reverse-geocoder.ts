// A real client for Neshan's reverse geocoding (platform.neshan.org, "Reverse Geocoding API"
// v5): GET {base}/v5/reverse?lat=…&lng=… with the key in the `Api-Key` header; the answer is JSON
// { status: 'OK', formatted_address, neighbourhood, city, state, route_name, … }. Errors come as
// HTTP statuses of Neshan's own: 470 coordinate parse error, 480 key not found, 481 plan limit
// exceeded, 482 rate exceeded, 483 key of another service; 5xx the service itself.
import { z } from 'zod';
import {
  MapsProviderError,
  type MapPoint,
  type MapsErrorCode,
  type ReverseGeocoded,
  type ReverseGeocoder,
} from './reverse-geocoder.port.ts';

/** pino-compatible; failed attempts are logged, never the key. */
export interface MapsLog {
  warn(details: object, message: string): void;
}

export interface NeshanOptions {
  readonly apiKey: string;
  readonly baseUrl?: string;
  /** Per attempt, including reading the body. */
  readonly timeoutMs?: number;
  /** Extra attempts after a network error, a timeout or a 5xx. */
  readonly retries?: number;
  readonly log?: MapsLog;
}

const NeshanReverse = z.object({
  status: z.string(),
  formatted_address: z.string().nullish(),
  neighbourhood: z.string().nullish(),
  city: z.string().nullish(),
});

/** What Neshan's own statuses mean for us; `transient` ones are worth another attempt. */
function failureOf(status: number): { code: MapsErrorCode; transient: boolean } {
  if (status === 470) return { code: 'MAPS_NO_ADDRESS', transient: false };
  if (status === 482) return { code: 'MAPS_UNAVAILABLE', transient: false };
  if (status >= 500) return { code: 'MAPS_UNAVAILABLE', transient: true };
  // 480, 481, 483, and any other 4xx (a wrong base URL): the configuration, not the moment.
  return { code: 'MAPS_MISCONFIGURED', transient: false };
}

const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export class NeshanReverseGeocoder implements ReverseGeocoder {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retries: number;

  constructor(private readonly options: NeshanOptions) {
    if (!options.apiKey) throw new Error('NeshanReverseGeocoder needs an API key');
    this.baseUrl = (options.baseUrl ?? 'https://api.neshan.org').replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.retries = options.retries ?? 1;
  }

  async reverse(point: MapPoint): Promise<ReverseGeocoded> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once(point);
      } catch (error) {
        const failure = error instanceof TransientError ? error : undefined;
        this.options.log?.warn(
          { attempt, status: failure?.status, detail: (error as Error).message },
          'neshan reverse geocoding failed',
        );
        if (!failure || attempt >= this.retries) throw failure ? failure.final : error;
      }
    }
  }

  private async once({ latitude, longitude }: MapPoint): Promise<ReverseGeocoded> {
    const url = `${this.baseUrl}/v5/reverse?lat=${latitude}&lng=${longitude}`;
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        headers: { 'Api-Key': this.options.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      body = await response.json().catch(() => undefined);
    } catch (error) {
      const detail = `network: ${(error as Error).name}`;
      throw new TransientError(new MapsProviderError('MAPS_UNAVAILABLE', detail));
    }
    if (!response.ok) {
      const { code, transient } = failureOf(response.status);
      const final = new MapsProviderError(code, `HTTP ${response.status}`, response.status);
      if (transient) throw new TransientError(final, response.status);
      throw final;
    }
    const parsed = NeshanReverse.safeParse(body);
    if (!parsed.success) throw new MapsProviderError('MAPS_UNAVAILABLE', 'unexpected answer');
    const address = blank(parsed.data.formatted_address);
    if (parsed.data.status !== 'OK' || !address) {
      throw new MapsProviderError('MAPS_NO_ADDRESS', `status ${parsed.data.status}`);
    }
    return {
      address,
      neighbourhood: blank(parsed.data.neighbourhood),
      city: blank(parsed.data.city),
    };
  }
}

/** A failure worth one more attempt; `final` is what the caller gets when none is left. */
class TransientError extends Error {
  constructor(
    readonly final: MapsProviderError,
    readonly status?: number,
  ) {
    super(final.message);
  }
}
