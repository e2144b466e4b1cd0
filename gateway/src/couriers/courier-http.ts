// One JSON call to a courier provider: a timeout per call, the body parsed whatever the status
// (providers put their error codes in 4xx bodies), network trouble and 5xx turned into the port's
// retryable COURIER_PROVIDER_UNAVAILABLE, 401/403 into MISCONFIGURED (a token an operator must fix).
import { CourierProviderError } from './courier-provider.port.ts';

export interface CourierCall {
  readonly method?: 'GET' | 'POST' | 'DELETE';
  readonly url: string;
  readonly body?: unknown;
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
}

export interface CourierReply {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

export async function callCourier(call: CourierCall): Promise<CourierReply> {
  const path = pathOf(call.url);
  let response: Response;
  let text: string;
  try {
    response = await fetch(call.url, {
      method: call.method ?? 'POST',
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const what = error instanceof Error ? error.name : 'error';
    throw new CourierProviderError('COURIER_PROVIDER_UNAVAILABLE', `${what} calling ${path}`, {
      retryable: true,
    });
  }
  const { status } = response;
  if (status >= 500 || status === 429)
    throw new CourierProviderError('COURIER_PROVIDER_UNAVAILABLE', `${status} from ${path}`, {
      retryable: true,
      providerCode: status,
    });
  if (status === 401 || status === 403)
    throw new CourierProviderError('COURIER_PROVIDER_MISCONFIGURED', `${status} from ${path}`, {
      providerCode: status,
    });
  return { status, body: parse(text) };
}

/** A refusal (4xx) with the provider's own code, for the adapters' answers. */
export const refusal = (what: string, reply: CourierReply, code?: unknown) =>
  new CourierProviderError('COURIER_PROVIDER_REFUSED', `${what} answered ${reply.status}`, {
    providerCode: typeof code === 'string' || typeof code === 'number' ? code : reply.status,
  });

/** A field sent as a non-empty string or a finite number, as a string. */
export const textOf = (value: unknown): string | undefined =>
  (typeof value === 'string' && value) || (typeof value === 'number' && Number.isFinite(value))
    ? String(value)
    : undefined;

/** A finite number, or a numeric string, as a number. */
export const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

function parse(text: string): Record<string, unknown> {
  try {
    const body: unknown = text ? JSON.parse(text) : {};
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The path only: query strings of some providers carry tokens. */
const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return '(bad url)';
  }
};
