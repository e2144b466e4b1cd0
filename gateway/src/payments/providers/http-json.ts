// One JSON call to a payment provider: a timeout per attempt, the body parsed whatever the HTTP
// status (providers put their result codes in 4xx bodies), and network trouble turned into the
// port's retryable PAYMENT_PROVIDER_UNAVAILABLE. Adapters map the parsed body themselves.
import { PaymentProviderError } from './payment-provider.port.ts';

export interface JsonReply {
  readonly status: number;
  /** The parsed body; undefined when it was empty or not JSON. */
  readonly body: unknown;
}

export interface JsonCall {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  readonly url: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
}

export async function callJson(call: JsonCall): Promise<JsonReply> {
  let response: Response;
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
  } catch (error) {
    const what = error instanceof Error ? error.name : 'error';
    throw new PaymentProviderError(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      `${what} calling ${pathOf(call.url)}`,
      {
        retryable: true,
      },
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new PaymentProviderError(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      `body cut off from ${pathOf(call.url)}`,
      {
        retryable: true,
      },
    );
  }
  if (response.status >= 500) {
    throw new PaymentProviderError(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      `${response.status} from ${pathOf(call.url)}`,
      {
        retryable: true,
        providerCode: response.status,
      },
    );
  }
  return { status: response.status, body: parse(text) };
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
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
