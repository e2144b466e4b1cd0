import { describe, expect, it } from 'vitest';
import { createSmsSender } from './sms.config.ts';
import { KavenegarSmsProvider } from './kavenegar.sms-provider.ts';
import { SandboxSmsProvider } from './sandbox.sms-provider.ts';

describe('choosing the SMS provider', () => {
  it('is the sandbox by default', () => {
    const active = createSmsSender({});
    expect(active.kind).toBe('sandbox');
    expect(active.sender).toBeInstanceOf(SandboxSmsProvider);
  });

  it('is Kavenegar when asked, with its key', () => {
    const active = createSmsSender({
      SMS_PROVIDER: 'kavenegar',
      KAVENEGAR_API_KEY: 'k',
      KAVENEGAR_OTP_TEMPLATE: 'sofre-login',
    });
    expect(active.kind).toBe('kavenegar');
    expect(active.sender).toBeInstanceOf(KavenegarSmsProvider);
  });

  it('stops at start when Kavenegar has no key (an empty one counts as none)', () => {
    expect(() => createSmsSender({ SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: '' })).toThrow(
      /KAVENEGAR_API_KEY: SMS_PROVIDER=kavenegar needs KAVENEGAR_API_KEY/,
    );
  });

  it('refuses an unknown provider and a bad sender line', () => {
    expect(() => createSmsSender({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
    expect(() => createSmsSender({ KAVENEGAR_SENDER: '1000-abc' })).toThrow(/KAVENEGAR_SENDER/);
  });
});
