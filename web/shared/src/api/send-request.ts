// The one fetch wrapper: every request names its vendor by the host the app was opened on
// (spec §6), carries the bearer token it is given, sends and reads JSON, checks the answer
// against the shared contract, and turns a problem+json refusal into an ApiError. What a 401
// means for the session is decided one level up (api-client.ts).
import type { z } from 'zod';
import { commonMessages } from '../messages/shared.messages.ts';
import { ApiError, problemToError } from './api-error.ts';

export const VENDOR_DOMAIN_HEADER = 'x-vendor-domain';

/** The vendor's domain: the host the app was opened on. */
export const vendorDomain = (): string => globalThis.location?.hostname ?? 'localhost';

type Query = Record<string, string | number | boolean | undefined>;

export interface ApiRequest<T> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path from the origin, e.g. '/api/orders'. */
  readonly path: string;
  readonly query?: Query;
  readonly body?: unknown;
  /** The contract the answer must meet. */
  readonly response: z.ZodType<T>;
  readonly signal?: AbortSignal;
  /**
   * Whether a 401 renews the token and sends the request again (spec §8; else back to the login).
   * Off for the login calls themselves. Default true.
   */
  readonly recoverSession?: boolean;
}

const withQuery = (path: string, query: Query | undefined): string => {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

export async function sendRequest<T>(request: ApiRequest<T>, token?: string): Promise<T> {
  const headers: Record<string, string> = {
    [VENDOR_DOMAIN_HEADER]: vendorDomain(),
    accept: 'application/json, application/problem+json',
  };
  // A FormData body (a file upload) sets its own multipart content type and boundary.
  const multipart = request.body instanceof FormData;
  if (request.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(withQuery(request.path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body:
        request.body === undefined
          ? undefined
          : multipart
            ? (request.body as FormData)
            : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', commonMessages.networkError);
  }

  const body = await readJson(response);
  if (!response.ok) throw problemToError(response.status, body);

  const parsed = request.response.safeParse(body);
  if (!parsed.success) {
    console.error(`${request.path}: the answer does not meet its contract`, parsed.error.issues);
    throw new ApiError(response.status, 'BAD_RESPONSE', commonMessages.badResponse);
  }
  return parsed.data;
}
