// One JSON call to a courier provider (http/outbound-json.ts): the body parsed whatever the status
// (providers put their error codes in 4xx bodies), network trouble and 5xx turned into the port's
// retryable COURIER_PROVIDER_UNAVAILABLE, 401/403 into MISCONFIGURED (a token an operator must fix).
import { pathOf, sendJson, type OutboundCall } from '../http/outbound-json.ts';
import { CourierProviderError } from './courier-provider.port.ts';

export type CourierCall = OutboundCall & { readonly headers: Readonly<Record<string, string>> };

export interface CourierReply {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

const unavailable = (message: string, providerCode?: number) =>
  new CourierProviderError('COURIER_PROVIDER_UNAVAILABLE', message, {
    retryable: true,
    ...(providerCode === undefined ? {} : { providerCode }),
  });

export async function callCourier(call: CourierCall): Promise<CourierReply> {
  const path = pathOf(call.url);
  const { status, body } = await sendJson(call, unavailable);
  if (status >= 500 || status === 429) throw unavailable(`${status} from ${path}`, status);
  if (status === 401 || status === 403)
    throw new CourierProviderError('COURIER_PROVIDER_MISCONFIGURED', `${status} from ${path}`, {
      providerCode: status,
    });
  const object = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return { status, body: object };
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
