// One JSON call to an outside service (payment gateways, courier providers): a timeout per call,
// JSON in and out, and every way the call can fail before an answer (network, timeout, a body cut
// off) turned into the caller's own "unavailable" error. What a status means is the caller's.
export interface OutboundCall {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly url: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
}

export interface OutboundReply {
  readonly status: number;
  /** The parsed body; undefined when it was empty or not JSON. */
  readonly body: unknown;
}

/** @throws what `unavailable` makes of the trouble (its message never holds a query string). */
export async function sendJson(
  call: OutboundCall,
  unavailable: (message: string) => Error,
): Promise<OutboundReply> {
  try {
    const response = await fetch(call.url, {
      method: call.method ?? 'POST',
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    return { status: response.status, body: parse(await response.text()) };
  } catch (error) {
    const what = error instanceof Error ? error.name : 'error';
    throw unavailable(`${what} calling ${pathOf(call.url)}`);
  }
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
export const pathOf = (url: string): string => {
  try {
    return new URL(url).pathname;
  } catch {
    return '(bad url)';
  }
};
