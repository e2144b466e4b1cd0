import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KavenegarSmsProvider, type KavenegarOptions } from './kavenegar.sms-provider.ts';
import { kavenegarAnswer, startFakeKavenegar } from './fake-kavenegar.server.ts';
import { otpSms, OTP_TEMPLATE } from './otp-message.ts';
import { SmsProviderError, type SmsErrorCode } from './sms.port.ts';

const API_KEY = 'SECRET-KEY-6F3A9';
const to = '09121234567';
let fake: Awaited<ReturnType<typeof startFakeKavenegar>>;
let logged: string[];

beforeEach(async () => {
  fake = await startFakeKavenegar();
  logged = [];
});
afterEach(() => fake.close());

const client = (options: Partial<KavenegarOptions> = {}) =>
  new KavenegarSmsProvider({
    apiKey: API_KEY,
    sender: '10004346',
    baseUrl: fake.baseUrl,
    retryDelayMs: 1,
    log: { warn: (details, message) => logged.push(JSON.stringify(details) + message) },
    ...options,
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a refusal'),
    (err: unknown) => {
      expect(err).toBeInstanceOf(SmsProviderError);
      return err as SmsProviderError;
    },
  );

describe('Kavenegar client: request shape and success', () => {
  it('sends free text to sms/send as a form POST with the key in the path', async () => {
    fake.answer(kavenegarAnswer(200, [{ messageid: 8792343, status: 1, receptor: to }]));
    const text = 'سفارش شما آماده است.';
    const receipt = await client().send({ to, text, purpose: 'NOTIFICATION' });

    expect(receipt).toEqual({ providerMessageId: '8792343', status: 'QUEUED' });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/v1/${API_KEY}/sms/send.json`);
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.form).toEqual({ receptor: to, message: text, sender: '10004346' });
  });

  it('sends a login code through verify/lookup with the panel template and tokens', async () => {
    fake.answer(kavenegarAnswer(200, [{ messageid: '77', status: 5 }]));
    const sender = client({ templates: { [OTP_TEMPLATE]: 'sofre-login' } });
    const receipt = await sender.send(otpSms({ to, code: '482913', vendorName: 'کبابی رضا' }));

    expect(receipt).toEqual({ providerMessageId: '77', status: 'SENT' });
    expect(fake.requests[0]?.path).toBe(`/v1/${API_KEY}/verify/lookup.json`);
    expect(fake.requests[0]?.form).toEqual({
      receptor: to,
      template: 'sofre-login',
      token: '482913',
      token2: 'کبابی\u200cرضا',
    });
  });

  it('sends the text through sms/send when no panel template is configured', async () => {
    await client().send(otpSms({ to, code: '482913' }));
    expect(fake.requests[0]?.path).toBe(`/v1/${API_KEY}/sms/send.json`);
    expect(fake.requests[0]?.form.message).toContain('482913');
  });

  it('refuses a malformed number before any request', async () => {
    const err = await refusal(client().send({ to: '9121234567', text: 'x', purpose: 'OTP' }));
    expect(err.code).toBe('SMS_INVALID_RECIPIENT');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Kavenegar client: refusals', () => {
  const cases: [number, SmsErrorCode][] = [
    [400, 'SMS_PROVIDER_REFUSED'],
    [403, 'SMS_PROVIDER_MISCONFIGURED'],
    [407, 'SMS_PROVIDER_MISCONFIGURED'],
    [409, 'SMS_PROVIDER_UNAVAILABLE'],
    [411, 'SMS_INVALID_RECIPIENT'],
    [412, 'SMS_PROVIDER_MISCONFIGURED'],
    [413, 'SMS_INVALID_MESSAGE'],
    [416, 'SMS_PROVIDER_MISCONFIGURED'],
    [418, 'SMS_INSUFFICIENT_CREDIT'],
    [422, 'SMS_INVALID_MESSAGE'],
    [424, 'SMS_TEMPLATE_NOT_FOUND'],
    [426, 'SMS_PROVIDER_MISCONFIGURED'],
    [431, 'SMS_INVALID_MESSAGE'],
    [432, 'SMS_PROVIDER_MISCONFIGURED'],
    [499, 'SMS_PROVIDER_REFUSED'],
  ];

  it.each(cases)('status %i → %s, with a Persian message and no retry', async (status, code) => {
    fake.answer(kavenegarAnswer(status, null, 'پیام کاوه‌نگار'));
    const err = await refusal(client().send({ to, text: 'سلام', purpose: 'NOTIFICATION' }));

    expect(err.code).toBe(code);
    expect(err.providerStatus).toBe(status);
    expect(err.message).toMatch(/[\u0600-\u06ff]/);
    expect(fake.requests).toHaveLength(1);
  });

  it('reads the status from the envelope when the HTTP status says 200', async () => {
    fake.answer({ status: 200, body: { return: { status: 418, message: 'اعتبار' }, entries: [] } });
    const err = await refusal(client().send({ to, text: 'سلام', purpose: 'NOTIFICATION' }));
    expect(err.code).toBe('SMS_INSUFFICIENT_CREDIT');
  });

  it('an unreadable answer is UNAVAILABLE and not retried', async () => {
    fake.answer({ status: 200, body: '<html>proxy</html>' });
    const err = await refusal(client().send({ to, text: 'سلام', purpose: 'NOTIFICATION' }));
    expect(err.code).toBe('SMS_PROVIDER_UNAVAILABLE');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('Kavenegar client: timeouts and retries', () => {
  it('gives up on a silent provider after the timeout', async () => {
    fake.answer('hang');
    const started = Date.now();
    const err = await refusal(
      client({ timeoutMs: 100, retries: 0 }).send({ to, text: 'x', purpose: 'OTP' }),
    );
    expect(err.code).toBe('SMS_PROVIDER_UNAVAILABLE');
    expect(err.detail).toContain('no answer within 100 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('retries a 5xx and a cut connection, then succeeds', async () => {
    fake.answer(kavenegarAnswer(502), 'drop', kavenegarAnswer(200, [{ messageid: 9, status: 1 }]));
    const receipt = await client({ retries: 2 }).send({ to, text: 'x', purpose: 'OTP' });
    expect(receipt.providerMessageId).toBe('9');
    expect(fake.requests).toHaveLength(3);
  });

  it('stops after the bounded number of retries', async () => {
    fake.answer(kavenegarAnswer(503), kavenegarAnswer(503), kavenegarAnswer(200));
    const err = await refusal(client({ retries: 1 }).send({ to, text: 'x', purpose: 'OTP' }));
    expect(err.code).toBe('SMS_PROVIDER_UNAVAILABLE');
    expect(err.retryable).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('Kavenegar client: secrets', () => {
  it('never puts the API key or the code in errors or logs', async () => {
    fake.answer(
      kavenegarAnswer(403, null, `API-Key ${API_KEY} معتبر نیست`),
      'hang',
      'drop',
      'drop',
    );
    const sender = client({ timeoutMs: 100, retries: 0 });
    const message = otpSms({ to, code: '482913' });
    const errors = [
      await refusal(sender.send(message)),
      await refusal(sender.send(message)),
      await refusal(sender.send(message)),
    ];
    for (const err of errors) {
      const everything = [err.message, err.detail, String(err), err.stack, JSON.stringify(err)];
      for (const text of everything) expect(text).not.toContain(API_KEY);
    }
    expect(errors[0]?.detail).toContain('***');
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) {
      expect(line).not.toContain(API_KEY);
      expect(line).not.toContain('482913');
      expect(line).not.toContain(to);
    }
  });
});
