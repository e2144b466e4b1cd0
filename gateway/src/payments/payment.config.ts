// Which payment provider the gateway uses, checked once at start like env.ts: the sandbox unless
// PAYMENT_PROVIDER names a real one, and a real one without its credentials stops the gateway
// with a message that names the variable (never its value).
import { z } from 'zod';
import type { PaymentProvider } from './providers/payment-provider.port.ts';
import { SandboxPaymentProvider } from './providers/sandbox/sandbox.payment-provider.ts';
import { ZarinPalPaymentProvider } from './providers/zarinpal/zarinpal.payment-provider.ts';
import { VandarPaymentProvider } from './providers/vandar/vandar.payment-provider.ts';
import { JibitPaymentProvider } from './providers/jibit/jibit.payment-provider.ts';
import { SnappPayPaymentProvider } from './providers/snapp-pay/snapp-pay.payment-provider.ts';

/** An unset variable and `VAR=` in a .env file mean the same: not given. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** What each provider cannot work without. */
const NEEDS = {
  sandbox: [],
  zarinpal: ['ZARINPAL_MERCHANT_ID'],
  vandar: ['VANDAR_API_KEY'],
  jibit: ['JIBIT_API_KEY', 'JIBIT_SECRET_KEY'],
  'snapp-pay': [
    'SNAPP_PAY_CLIENT_ID',
    'SNAPP_PAY_CLIENT_SECRET',
    'SNAPP_PAY_USERNAME',
    'SNAPP_PAY_PASSWORD',
    'SNAPP_PAY_BASE_URL',
  ],
} as const;

const PaymentEnv = z
  .object({
    PAYMENT_PROVIDER: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(['sandbox', 'zarinpal', 'vandar', 'jibit', 'snapp-pay']).default('sandbox'),
    ),
    ZARINPAL_MERCHANT_ID: optional(z.string().trim().min(1)),
    ZARINPAL_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
    ZARINPAL_GRAPHQL_URL: optional(z.url({ protocol: /^https?$/ })),
    /** A panel access token and terminal id: with them, refunds go back through ZarinPal. */
    ZARINPAL_ACCESS_TOKEN: optional(z.string().trim().min(1)),
    ZARINPAL_TERMINAL_ID: optional(z.string().trim().min(1)),
    VANDAR_API_KEY: optional(z.string().trim().min(1)),
    VANDAR_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
    JIBIT_API_KEY: optional(z.string().trim().min(1)),
    JIBIT_SECRET_KEY: optional(z.string().trim().min(1)),
    JIBIT_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
    SNAPP_PAY_CLIENT_ID: optional(z.string().trim().min(1)),
    SNAPP_PAY_CLIENT_SECRET: optional(z.string().trim().min(1)),
    SNAPP_PAY_USERNAME: optional(z.string().trim().min(1)),
    SNAPP_PAY_PASSWORD: optional(z.string().trim().min(1)),
    SNAPP_PAY_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
    PAYMENT_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60_000)),
  })
  .superRefine((env, ctx) => {
    for (const name of NEEDS[env.PAYMENT_PROVIDER]) {
      if (env[name]) continue;
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER} needs ${name} (from the provider's panel)`,
      });
    }
  });

export type PaymentConfig = z.infer<typeof PaymentEnv>;

export function loadPaymentConfig(source: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const parsed = PaymentEnv.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new Error(`invalid payment configuration:\n${lines.join('\n')}`);
}

/** The gateway registers the sandbox payment page only for `kind: 'sandbox'`. */
export type ActivePayments =
  | { readonly kind: 'sandbox'; readonly provider: SandboxPaymentProvider }
  | { readonly kind: 'live'; readonly provider: PaymentProvider };

export function createPaymentProvider(
  source: NodeJS.ProcessEnv = process.env,
  deps: { clock?: () => Date } = {},
): ActivePayments {
  const config = loadPaymentConfig(source);
  if (config.PAYMENT_PROVIDER === 'sandbox') {
    return { kind: 'sandbox', provider: new SandboxPaymentProvider({ clock: deps.clock }) };
  }
  return { kind: 'live', provider: liveProvider(config) };
}

/** The real client for the configured provider; its credentials were checked by the schema. */
function liveProvider(config: PaymentConfig): PaymentProvider {
  const timeoutMs = config.PAYMENT_TIMEOUT_MS;
  const given = (value: string | undefined) => value ?? '';
  switch (config.PAYMENT_PROVIDER) {
    case 'vandar':
      return new VandarPaymentProvider({
        credentials: { apiKey: given(config.VANDAR_API_KEY) },
        baseUrl: config.VANDAR_BASE_URL,
        timeoutMs,
      });
    case 'jibit':
      return new JibitPaymentProvider({
        credentials: {
          apiKey: given(config.JIBIT_API_KEY),
          secretKey: given(config.JIBIT_SECRET_KEY),
        },
        baseUrl: config.JIBIT_BASE_URL,
        timeoutMs,
      });
    case 'snapp-pay':
      return new SnappPayPaymentProvider({
        credentials: {
          clientId: given(config.SNAPP_PAY_CLIENT_ID),
          clientSecret: given(config.SNAPP_PAY_CLIENT_SECRET),
          username: given(config.SNAPP_PAY_USERNAME),
          password: given(config.SNAPP_PAY_PASSWORD),
        },
        baseUrl: given(config.SNAPP_PAY_BASE_URL),
        timeoutMs,
      });
    default:
      return new ZarinPalPaymentProvider({
        merchantId: given(config.ZARINPAL_MERCHANT_ID),
        baseUrl: config.ZARINPAL_BASE_URL,
        graphqlUrl: config.ZARINPAL_GRAPHQL_URL,
        accessToken: config.ZARINPAL_ACCESS_TOKEN,
        terminalId: config.ZARINPAL_TERMINAL_ID,
        timeoutMs,
      });
  }
}
