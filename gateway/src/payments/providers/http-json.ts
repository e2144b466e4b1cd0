// One JSON call to a payment provider (http/outbound-json.ts): network trouble and 5xx become the
// port's retryable PAYMENT_PROVIDER_UNAVAILABLE; the body is parsed whatever the status (providers
// put their result codes in 4xx bodies). Adapters map the parsed body themselves.
import {
  pathOf,
  sendJson,
  type OutboundCall,
  type OutboundReply,
} from '../../http/outbound-json.ts';
import { PaymentProviderError } from './payment-provider.port.ts';

export type JsonCall = OutboundCall;
export type JsonReply = OutboundReply;

const unavailable = (message: string, providerCode?: number) =>
  new PaymentProviderError('PAYMENT_PROVIDER_UNAVAILABLE', message, {
    retryable: true,
    ...(providerCode === undefined ? {} : { providerCode }),
  });

export async function callJson(call: JsonCall): Promise<JsonReply> {
  const reply = await sendJson(call, unavailable);
  if (reply.status >= 500)
    throw unavailable(`${reply.status} from ${pathOf(call.url)}`, reply.status);
  return reply;
}
