// Which provider client takes a vendor's online payment (issue 32): the vendor's own gateway with
// its own merchant credentials when it chose one (banking/online-gateway.ts), the deployment's
// (PAYMENT_PROVIDER, the platform's merchant) otherwise. A new payment takes the vendor's current
// settings; a payment already opened is verified and refunded with the settings version it
// recorded, so a vendor changing its gateway midway never sends a payer's verify elsewhere.
// Clients are kept per vendor and settings version: a version never changes once written.
import { decodeRecorded, fold, type EventStore, type RecordedEvent } from '@sofre/engine';
import {
  onlineGatewayDecider,
  onlineGatewayEventCodec,
  onlineGatewayStreamName,
  type OnlineGatewayEvent,
  type OnlineGatewayProvider,
  type OnlineGatewayState,
  type PaymentMerchant,
} from '@sofre/engine/banking';
import type { PaymentGateway } from '@sofre/engine';
import { loadPaymentConfig, type ActivePayments, type PaymentConfig } from './payment.config.ts';
import { openCredentials } from './merchant-secrets.ts';
import type { PaymentProvider } from './providers/payment-provider.port.ts';
import { PaymentProviderError } from './providers/payment-provider.port.ts';
import { ZarinPalPaymentProvider } from './providers/zarinpal/zarinpal.payment-provider.ts';
import { VandarPaymentProvider } from './providers/vandar/vandar.payment-provider.ts';
import { JibitPaymentProvider } from './providers/jibit/jibit.payment-provider.ts';
import { SnappPayPaymentProvider } from './providers/snapp-pay/snapp-pay.payment-provider.ts';

/** A provider client and what a payment through it records. */
export interface MerchantClient {
  readonly provider: PaymentProvider;
  /** The gateway the payment's events name. */
  readonly gateway: PaymentGateway;
  readonly merchant: { readonly kind: 'PLATFORM' } | { readonly kind: 'VENDOR'; version: number };
}

/** What a payment recorded of its merchant (absent on older payments: the platform's). */
export interface RecordedMerchant {
  readonly merchant?: PaymentMerchant;
  readonly merchantVersion?: number;
}

export interface MerchantProviders {
  /** The platform's client (the sandbox page serves it in a sandbox deployment). */
  readonly platform: MerchantClient;
  /** For a new payment: the vendor's current choice. */
  current(vendorId: string): Promise<MerchantClient>;
  /** For a payment already opened: the merchant it recorded. */
  forPayment(vendorId: string, recorded: RecordedMerchant): Promise<MerchantClient>;
}

export interface MerchantProvidersDeps {
  readonly store: EventStore;
  readonly active: ActivePayments;
  /** The key that opens sealed credentials (merchant-secrets.ts). */
  readonly secretsKey: Buffer;
  /** Providers' addresses and timeout (ZARINPAL_BASE_URL …, PAYMENT_TIMEOUT_MS). */
  readonly env?: NodeJS.ProcessEnv;
}

const gatewayOfProvider: Record<OnlineGatewayProvider, PaymentGateway> = {
  ZARIN_PAL: 'ZARIN_PAL',
  VANDAR: 'VANDAR',
  JIBIT: 'JIBIT',
  SNAPP_PAY: 'SNAPP_PAY_DIRECTDEBIT',
};

function platformGateway(provider: PaymentProvider): PaymentGateway {
  switch (provider.name) {
    case 'VANDAR':
    case 'JIBIT':
      return provider.name;
    case 'SNAPP_PAY':
      return 'SNAPP_PAY_DIRECTDEBIT';
    // The sandbox plays ZarinPal's part; events name the gateway a real vendor would see.
    default:
      return 'ZARIN_PAL';
  }
}

/** The vendor's gateway events; a stream another tenant wrote reads as empty. */
export async function onlineGatewayEvents(
  store: EventStore,
  vendorId: string,
): Promise<OnlineGatewayEvent[]> {
  const recorded: RecordedEvent[] = await store.readStream(onlineGatewayStreamName(vendorId));
  if (recorded.some((e) => e.metadata.vendorId !== vendorId)) return [];
  return recorded.map((e) => decodeRecorded<OnlineGatewayEvent>(onlineGatewayEventCodec, e));
}

/** The vendor's settings now, or as they stood at `version` (the first `version` choices). */
export async function onlineGatewayOf(
  store: EventStore,
  vendorId: string,
  version?: number,
): Promise<OnlineGatewayState> {
  const events = await onlineGatewayEvents(store, vendorId);
  return fold(onlineGatewayDecider, version === undefined ? events : events.slice(0, version));
}

export function merchantProviders(deps: MerchantProvidersDeps): MerchantProviders {
  const config = loadPaymentConfig({ ...(deps.env ?? {}), PAYMENT_PROVIDER: 'sandbox' });
  const platform: MerchantClient = {
    provider: deps.active.provider,
    gateway: platformGateway(deps.active.provider),
    merchant: { kind: 'PLATFORM' },
  };
  const clients = new Map<string, MerchantClient>();

  function clientAt(vendorId: string, state: OnlineGatewayState): MerchantClient {
    if (state.provider === 'PLATFORM' || !state.credentials) return platform;
    const key = `${vendorId}@${state.version}`;
    const known = clients.get(key);
    if (known) return known;
    const to = { vendorId, provider: state.provider };
    const credentials = openCredentials(deps.secretsKey, to, state.credentials);
    const client: MerchantClient = {
      provider: vendorClient(state.provider, credentials, config, deps.active),
      gateway: gatewayOfProvider[state.provider],
      merchant: { kind: 'VENDOR', version: state.version },
    };
    clients.set(key, client);
    return client;
  }

  return {
    platform,
    async current(vendorId) {
      return clientAt(vendorId, await onlineGatewayOf(deps.store, vendorId));
    },
    async forPayment(vendorId, recorded) {
      if (recorded.merchant !== 'VENDOR' || !recorded.merchantVersion) return platform;
      const state = await onlineGatewayOf(deps.store, vendorId, recorded.merchantVersion);
      if (state.version !== recorded.merchantVersion || state.provider === 'PLATFORM') {
        throw new PaymentProviderError(
          'PAYMENT_PROVIDER_MISCONFIGURED',
          `vendor ${vendorId} has no gateway settings version ${recorded.merchantVersion}`,
        );
      }
      return clientAt(vendorId, state);
    },
  };
}

/**
 * The provider's real client with the vendor's credentials, at the address the environment gives
 * (a stand-in in tests). In a sandbox deployment a provider whose address is not given is played
 * by the sandbox page, so the demo never calls a real gateway with a vendor's test credentials.
 */
function vendorClient(
  provider: OnlineGatewayProvider,
  c: Record<string, string>,
  config: PaymentConfig,
  active: ActivePayments,
): PaymentProvider {
  const timeoutMs = config.PAYMENT_TIMEOUT_MS;
  const sandboxed = active.kind === 'sandbox';
  switch (provider) {
    case 'ZARIN_PAL':
      if (sandboxed && !config.ZARINPAL_BASE_URL) return active.provider;
      return new ZarinPalPaymentProvider({
        merchantId: c.merchantId ?? '',
        baseUrl: config.ZARINPAL_BASE_URL,
        graphqlUrl: config.ZARINPAL_GRAPHQL_URL,
        accessToken: c.accessToken,
        terminalId: c.terminalId,
        timeoutMs,
      });
    case 'VANDAR':
      if (sandboxed && !config.VANDAR_BASE_URL) return active.provider;
      return new VandarPaymentProvider({
        credentials: { apiKey: c.apiKey ?? '' },
        baseUrl: config.VANDAR_BASE_URL,
        timeoutMs,
      });
    case 'JIBIT':
      if (sandboxed && !config.JIBIT_BASE_URL) return active.provider;
      return new JibitPaymentProvider({
        credentials: { apiKey: c.apiKey ?? '', secretKey: c.secretKey ?? '' },
        baseUrl: config.JIBIT_BASE_URL,
        timeoutMs,
      });
    case 'SNAPP_PAY':
      if (sandboxed && !config.SNAPP_PAY_BASE_URL) return active.provider;
      if (!config.SNAPP_PAY_BASE_URL) {
        throw new PaymentProviderError(
          'PAYMENT_PROVIDER_MISCONFIGURED',
          'SNAPP_PAY_BASE_URL unset',
        );
      }
      return new SnappPayPaymentProvider({
        credentials: {
          clientId: c.clientId ?? '',
          clientSecret: c.clientSecret ?? '',
          username: c.username ?? '',
          password: c.password ?? '',
        },
        baseUrl: config.SNAPP_PAY_BASE_URL,
        timeoutMs,
      });
  }
}
