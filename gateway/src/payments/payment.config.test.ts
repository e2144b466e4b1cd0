// The payment provider is chosen once at start: the sandbox by default, a real one only with its
// credentials, and a missing credential named without its value.
import { describe, expect, it } from 'vitest';
import { createPaymentProvider, loadPaymentConfig } from './payment.config.ts';

describe('payment configuration', () => {
  it('is the sandbox unless told otherwise', () => {
    expect(createPaymentProvider({}).kind).toBe('sandbox');
    expect(createPaymentProvider({ PAYMENT_PROVIDER: '' }).kind).toBe('sandbox');
  });

  it.each([
    ['zarinpal', { ZARINPAL_MERCHANT_ID: 'm-1' }, 'ZARIN_PAL'],
    ['vandar', { VANDAR_API_KEY: 'k' }, 'VANDAR'],
    ['jibit', { JIBIT_API_KEY: 'k', JIBIT_SECRET_KEY: 's' }, 'JIBIT'],
    [
      'snapp-pay',
      {
        SNAPP_PAY_CLIENT_ID: 'c',
        SNAPP_PAY_CLIENT_SECRET: 's',
        SNAPP_PAY_USERNAME: 'u',
        SNAPP_PAY_PASSWORD: 'p',
        SNAPP_PAY_BASE_URL: 'https://fms-gateway-staging.apps.public.okd4.teh-1.snappcloud.io',
      },
      'SNAPP_PAY',
    ],
  ])('%s with its credentials is that provider', (name, env, expected) => {
    const active = createPaymentProvider({ PAYMENT_PROVIDER: name, ...env });
    expect(active).toMatchObject({ kind: 'live', provider: { name: expected } });
  });

  it('a real provider without its credentials stops the start, naming the variable only', () => {
    expect(() =>
      loadPaymentConfig({ PAYMENT_PROVIDER: 'jibit', JIBIT_API_KEY: 'secret-key-1' }),
    ).toThrow(/JIBIT_SECRET_KEY/);
    try {
      loadPaymentConfig({ PAYMENT_PROVIDER: 'jibit', JIBIT_API_KEY: 'secret-key-1' });
    } catch (error) {
      expect(String(error)).not.toContain('secret-key-1');
    }
  });
});
