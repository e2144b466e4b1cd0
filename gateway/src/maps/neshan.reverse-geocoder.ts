// A real client for Neshan (platform.neshan.org), the key in the `Api-Key` header:
// - reverse geocoding ("Reverse Geocoding API" v5): GET {base}/v5/reverse?lat=…&lng=…, answering
//   JSON { status: 'OK', formatted_address, neighbourhood, city, state, route_name, … };
// - search ("Search API" v1): GET {base}/v1/search?term=…&lat=…&lng=…, answering at most 30 items
//   nearest the point first: { count, items: [{ title, address, neighbourhood, region, type,
//   category, location: { x: longitude, y: latitude } }] }.
// Errors come as HTTP statuses of Neshan's own: 470 coordinate parse error, 480 key not found, 481
// plan limit exceeded, 482 rate exceeded, 483 key of another service; 5xx the service itself.
import { z } from 'zod';
import {
  MapsProviderError,
  type MapPoint,
  type MapsErrorCode,
  type MapsPort,
  type PlaceFound,
  type PlaceSearchQuery,
  type ReverseGeocoded,
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

const NeshanSearch = z.object({
  items: z
    .array(
      z.object({
        title: z.string().nullish(),
        address: z.string().nullish(),
        location: z.object({ x: z.number(), y: z.number() }),
      }),
    )
    .nullish(),
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

export class NeshanReverseGeocoder implements MapsPort {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retries: number;

  constructor(private readonly options: NeshanOptions) {
    if (!options.apiKey) throw new Error('NeshanReverseGeocoder needs an API key');
    this.baseUrl = (options.baseUrl ?? 'https://api.neshan.org').replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.retries = options.retries ?? 1;
  }

  async reverse({ latitude, longitude }: MapPoint): Promise<ReverseGeocoded> {
    const body = await this.get(
      'reverse geocoding',
      `/v5/reverse?lat=${latitude}&lng=${longitude}`,
    );
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

  async search({ term, near }: PlaceSearchQuery): Promise<readonly PlaceFound[]> {
    const query = new URLSearchParams({
      term,
      lat: String(near.latitude),
      lng: String(near.longitude),
    });
    const parsed = NeshanSearch.safeParse(await this.get('search', `/v1/search?${query}`));
    if (!parsed.success) throw new MapsProviderError('MAPS_UNAVAILABLE', 'unexpected answer');
    return (parsed.data.items ?? []).flatMap(({ title, address, location }) => {
      const name = blank(title);
      if (!name) return [];
      return [
        {
          title: name,
          address: blank(address) ?? name,
          latitude: location.y,
          longitude: location.x,
        },
      ];
    });
  }

  /** The JSON body of a GET, tried again after a network error, a timeout or a 5xx. */
  private async get(service: string, pathAndQuery: string): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once(pathAndQuery);
      } catch (error) {
        const failure = error instanceof TransientError ? error : undefined;
        this.options.log?.warn(
          { attempt, status: failure?.status, detail: (error as Error).message },
          `neshan ${service} failed`,
        );
        if (!failure || attempt >= this.retries) throw failure ? failure.final : error;
      }
    }
  }

  private async once(pathAndQuery: string): Promise<unknown> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${this.baseUrl}${pathAndQuery}`, {
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
    return body;
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
