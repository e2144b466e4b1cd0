// Kavenegar's REST answers, as its public docs and official SDKs describe them
// (kavenegar.com/rest.html; github.com/kavenegar/kavenegar-go client.go, message.go):
// every method answers `{ return: { status, message }, entries }`; status 200 is success and
// any other status is also the HTTP status of the answer.
import { z } from 'zod';
import type { SmsErrorCode, SmsReceipt } from './sms.port.ts';

export const Envelope = z.looseObject({
  return: z.looseObject({ status: z.coerce.number().int(), message: z.string().optional() }),
  entries: z.unknown().optional(),
});
export type Envelope = z.infer<typeof Envelope>;

const Entry = z.looseObject({
  messageid: z.union([z.number(), z.string()]),
  status: z.coerce.number().int(),
});

/**
 * `return.status` codes and what they mean for us. 409 ("server cannot answer, try later") is
 * UNAVAILABLE; 5xx are handled before this table. Anything else in 4xx is REFUSED.
 */
export const kavenegarStatuses: Readonly<Record<number, SmsErrorCode>> = {
  400: 'SMS_PROVIDER_REFUSED', // parameters incomplete
  402: 'SMS_PROVIDER_REFUSED', // operation failed
  403: 'SMS_PROVIDER_MISCONFIGURED', // API key not valid
  404: 'SMS_PROVIDER_MISCONFIGURED', // no such method
  405: 'SMS_PROVIDER_MISCONFIGURED', // wrong HTTP method
  406: 'SMS_PROVIDER_REFUSED', // a required parameter is empty
  407: 'SMS_PROVIDER_MISCONFIGURED', // access denied (IP not allowed)
  409: 'SMS_PROVIDER_UNAVAILABLE', // server cannot answer, try later
  411: 'SMS_INVALID_RECIPIENT', // receptor not valid
  412: 'SMS_PROVIDER_MISCONFIGURED', // sender line not valid
  413: 'SMS_INVALID_MESSAGE', // message empty or too long
  414: 'SMS_PROVIDER_REFUSED', // too many records in one call
  416: 'SMS_PROVIDER_MISCONFIGURED', // calling IP does not match the registered one
  417: 'SMS_PROVIDER_REFUSED', // send date wrong or past
  418: 'SMS_INSUFFICIENT_CREDIT', // account credit not enough
  419: 'SMS_PROVIDER_REFUSED', // array lengths differ (sendarray)
  422: 'SMS_INVALID_MESSAGE', // unprocessable characters
  424: 'SMS_TEMPLATE_NOT_FOUND', // template missing or not approved yet
  426: 'SMS_PROVIDER_MISCONFIGURED', // method needs the advanced plan
  428: 'SMS_INVALID_MESSAGE', // voice OTP needs a digits-only token
  431: 'SMS_INVALID_MESSAGE', // token holds a space, newline, underscore or separator
  432: 'SMS_PROVIDER_MISCONFIGURED', // template lacks %token
};

/** Delivery status of an entry (kavenegar-go message.go, kavenegar-dotnet MessageStatus.cs). */
function deliveryOf(status: number): SmsReceipt['status'] {
  if (status === 1 || status === 2) return 'QUEUED'; // queued, scheduled
  if (status === 4 || status === 5 || status === 10) return 'SENT'; // at operator, delivered
  if ([6, 11, 13, 14, 100].includes(status)) return 'FAILED'; // failed, undelivered, cancelled, blocked
  return 'QUEUED';
}

/** The first entry of a successful send or lookup; undefined when the answer carries none. */
export function receiptOf(envelope: Envelope): SmsReceipt | undefined {
  const first = Array.isArray(envelope.entries) ? envelope.entries[0] : envelope.entries;
  const entry = Entry.safeParse(first);
  if (!entry.success) return undefined;
  return {
    providerMessageId: String(entry.data.messageid),
    status: deliveryOf(entry.data.status),
  };
}
