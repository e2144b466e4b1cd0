// A contract payment is verified and refunded by the provider it recorded, never by whichever the
// deployment uses now: the same client when it is the current one, a client of the recorded one
// from the environment's credentials, and a clear refusal when they are gone.
import { describe, expect, it } from 'vitest';
import { SandboxPaymentProvider } from '../payments/providers/sandbox/sandbox.payment-provider.ts';
import { PaymentProviderError } from '../payments/providers/payment-provider.port.ts';
import { contractProviders } from './contract-providers.ts';

const sandbox = new SandboxPaymentProvider();
const active = { kind: 'sandbox', provider: sandbox } as const;

describe('the provider of a contract payment', () => {
  it('is the current one for a payment it opened', () => {
    const providers = contractProviders(active);
    expect(providers.current).toBe(sandbox);
    expect(providers.named('SANDBOX')).toBe(sandbox);
  });

  it('is the recorded one when the deployment switched provider since', () => {
    const providers = contractProviders(active, { VANDAR_API_KEY: 'k' });
    const vandar = providers.named('VANDAR');
    expect(vandar.name).toBe('VANDAR');
    expect(providers.named('VANDAR')).toBe(vandar);
  });

  it('settles at SnappPay, as the contract workflow asks of a payment the contract keeps', () => {
    const snapp = contractProviders(active, {
      SNAPP_PAY_CLIENT_ID: 'c',
      SNAPP_PAY_CLIENT_SECRET: 's',
      SNAPP_PAY_USERNAME: 'u',
      SNAPP_PAY_PASSWORD: 'p',
      SNAPP_PAY_BASE_URL: 'https://snapp.example',
    }).named('SNAPP_PAY');
    expect(snapp.settle).toBeTypeOf('function');
  });

  it('is refused, saying why, when the recorded provider has no credentials here', () => {
    const providers = contractProviders(active, {});
    const refused = (() => {
      try {
        providers.named('ZARIN_PAL');
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ code: 'PAYMENT_PROVIDER_MISCONFIGURED' });
    expect(() => providers.named('NOBODY')).toThrow(PaymentProviderError);
  });
});
