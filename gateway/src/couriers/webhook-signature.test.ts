// Webhook proofs: an HMAC over timestamp and raw body, or the shared secret as a token header,
// inside the replay window; anything else is refused with a reason.
import { describe, expect, it } from 'vitest';
import { signedHeaders, verifyWebhook, type WebhookVerifier } from './webhook-signature.ts';

const secret = 'a-secret-shared-with-the-provider';
const hmac: WebhookVerifier = { scheme: 'hmac', secret };
const now = new Date('2025-03-21T08:30:00.000Z');
const body = '{"orderId":"SB-1","status":"PICKED_UP"}';

describe('verifyWebhook', () => {
  it('takes a signature over this body made within five minutes', () => {
    const later = new Date(now.getTime() + 4 * 60_000);
    expect(verifyWebhook(hmac, signedHeaders(secret, now, body), body, later)).toBe('OK');
  });

  it('refuses another body, another secret, an old or a missing signature', () => {
    const headers = signedHeaders(secret, now, body);
    expect(verifyWebhook(hmac, headers, body.replace('PICKED_UP', 'DELIVERED'), now)).toBe(
      'MISMATCH',
    );
    expect(
      verifyWebhook(hmac, signedHeaders('another-secret-entirely', now, body), body, now),
    ).toBe('MISMATCH');
    expect(verifyWebhook(hmac, headers, body, new Date(now.getTime() + 6 * 60_000))).toBe('STALE');
    expect(verifyWebhook(hmac, {}, body, now)).toBe('MISSING');
    expect(verifyWebhook({ scheme: 'hmac', secret: undefined }, headers, body, now)).toBe(
      'NOT_CONFIGURED',
    );
  });

  it('takes the shared secret as a token, with a timestamp', () => {
    const token: WebhookVerifier = { scheme: 'token', secret };
    const stamp = { 'x-courier-timestamp': String(now.getTime() / 1000) };
    expect(verifyWebhook(token, { ...stamp, authorization: `Token ${secret}` }, body, now)).toBe(
      'OK',
    );
    expect(verifyWebhook(token, { ...stamp, authorization: 'Token guess' }, body, now)).toBe(
      'MISMATCH',
    );
    expect(verifyWebhook(token, { authorization: `Token ${secret}` }, body, now)).toBe('MISSING');
  });
});
