// Which provider client pays, verifies and refunds a contract's payment. The platform collects its
// vendors' contracts through the deployment's provider (PAYMENT_PROVIDER); a payment already
// opened is verified and refunded by the provider it recorded, so a deployment that switched
// provider meanwhile never asks another provider about a payment it never saw. The recorded
// provider's client is built from the environment's credentials; without them the payment cannot
// be verified here, and the answer says so (PAYMENT_PROVIDER_MISCONFIGURED) rather than guess.
import type { ContractPaymentProviders } from '@sofre/engine/subscriptions';
import {
  createPaymentProvider,
  type ActivePayments,
  type PaymentConfig,
} from '../payments/payment.config.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderName,
} from '../payments/providers/payment-provider.port.ts';

type Setting = PaymentConfig['PAYMENT_PROVIDER'];

/** A provider's name on a transaction, as PAYMENT_PROVIDER spells it. */
const settingOf: Record<ProviderName, Setting> = {
  SANDBOX: 'sandbox',
  ZARIN_PAL: 'zarinpal',
  VANDAR: 'vandar',
  JIBIT: 'jibit',
  SNAPP_PAY: 'snapp-pay',
};

/** The engine's port (contract-payment.port.ts), served by the gateway's provider clients. */
export function contractProviders(
  active: ActivePayments,
  env: NodeJS.ProcessEnv = {},
): ContractPaymentProviders {
  const current = active.provider;
  const built = new Map<string, PaymentProvider>([[current.name, current]]);
  const misconfigured = (name: string, why: string) =>
    new PaymentProviderError(
      'PAYMENT_PROVIDER_MISCONFIGURED',
      `a contract payment opened with ${name} cannot be verified: ${why}`,
    );
  return {
    current,
    named(name) {
      const known = built.get(name);
      if (known) return known;
      const setting = settingOf[name as ProviderName];
      if (!setting) throw misconfigured(name, 'unknown provider');
      let provider: PaymentProvider;
      try {
        provider = createPaymentProvider({ ...env, PAYMENT_PROVIDER: setting }).provider;
      } catch (error) {
        throw misconfigured(name, error instanceof Error ? error.message : String(error));
      }
      built.set(name, provider);
      return provider;
    },
  };
}
