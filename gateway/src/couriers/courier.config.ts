// Which couriers stand behind the port, checked once at start like payment.config.ts:
// COURIER_PROVIDER=sandbox (the default) serves every provider with the sandbox courier, which
// calls our webhooks itself; COURIER_PROVIDER=live uses each provider's real client where its
// credentials are given (a provider without them answers COURIER_PROVIDER_MISCONFIGURED when
// asked) and verifies each provider's webhooks with its own secret.
import { z } from 'zod';
import {
  CourierProviderError,
  PROVIDER_NAMES,
  type CourierProvider,
  type ProviderName,
} from './courier-provider.port.ts';
import { BordarCourierProvider } from './clients/bordar.courier-provider.ts';
import { ExpressPlusCourierProvider } from './clients/express-plus.courier-provider.ts';
import { MiareCourierProvider } from './clients/miare.courier-provider.ts';
import { SnappBoxCourierProvider } from './clients/snapp-box.courier-provider.ts';
import { SandboxCouriers, type SandboxCouriersOptions } from './sandbox/sandbox.couriers.ts';
import type { WebhookVerifier } from './webhook-signature.ts';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const url = optional(z.url({ protocol: /^https?$/ }));
const secret = optional(z.string().trim().min(16));
const token = optional(z.string().trim().min(1));

const CourierEnv = z.object({
  COURIER_PROVIDER: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['sandbox', 'live']).default('sandbox'),
  ),
  /** The sandbox's signing secret; a random one per process when absent. */
  COURIER_SANDBOX_SECRET: secret,
  /** How often the sandbox courier sends what is due (ms); 0: only when asked (tests). */
  COURIER_SANDBOX_TICK_MS: optional(z.coerce.number().int().min(0).max(60_000)),
  /** Where couriers pick up the orders of a vendor that set no pickup point of its own (vendors/me). */
  COURIER_PICKUP_LATITUDE: optional(z.coerce.number().min(-90).max(90)),
  COURIER_PICKUP_LONGITUDE: optional(z.coerce.number().min(-180).max(180)),
  COURIER_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60_000)),
  MIARE_TOKEN: token,
  MIARE_BASE_URL: url,
  MIARE_FLAT_FEE: optional(z.coerce.number().int().min(0)),
  MIARE_WEBHOOK_SECRET: secret,
  SNAPP_BOX_TOKEN: token,
  SNAPP_BOX_BASE_URL: url,
  SNAPP_BOX_WEBHOOK_SECRET: secret,
  EXPRESS_PLUS_API_KEY: token,
  EXPRESS_PLUS_BASE_URL: url,
  BORDAR_TOKEN: token,
  BORDAR_BASE_URL: url,
});
export type CourierConfig = z.infer<typeof CourierEnv>;

export function loadCourierConfig(source: NodeJS.ProcessEnv = process.env): CourierConfig {
  const parsed = CourierEnv.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new Error(`invalid courier configuration:\n${lines.join('\n')}`);
}

/** The two webhook routes of the spec, by the provider whose dialect they speak. */
export type HookRoute = 'MIARE' | 'SNAPP_BOX';

export interface ActiveCouriers {
  readonly kind: 'sandbox' | 'live';
  providerFor(name: ProviderName): CourierProvider;
  readonly verifiers: Readonly<Record<HookRoute, WebhookVerifier>>;
  /** Whose delivery ids a route's webhook may name. */
  readonly hookProviders: Readonly<Record<HookRoute, readonly ProviderName[]>>;
  readonly pickupPoint: { readonly latitude: number; readonly longitude: number };
  readonly sandbox?: SandboxCouriers;
  readonly tickMs: number;
}

export function createCouriers(
  source: NodeJS.ProcessEnv,
  sandboxOptions: Omit<SandboxCouriersOptions, 'secret'>,
): ActiveCouriers {
  const config = loadCourierConfig(source);
  const pickupPoint = {
    latitude: config.COURIER_PICKUP_LATITUDE ?? 35.7219,
    longitude: config.COURIER_PICKUP_LONGITUDE ?? 51.4097,
  };
  const tickMs = config.COURIER_SANDBOX_TICK_MS ?? 2_000;
  if (config.COURIER_PROVIDER === 'sandbox') {
    const sandbox = new SandboxCouriers({
      ...sandboxOptions,
      ...(config.COURIER_SANDBOX_SECRET ? { secret: config.COURIER_SANDBOX_SECRET } : {}),
    });
    const verifier = { scheme: 'hmac', secret: sandbox.secret } as const;
    return {
      kind: 'sandbox',
      providerFor: (name) => sandbox.providerFor(name),
      verifiers: { MIARE: verifier, SNAPP_BOX: verifier },
      hookProviders: { MIARE: PROVIDER_NAMES, SNAPP_BOX: PROVIDER_NAMES },
      pickupPoint,
      sandbox,
      tickMs,
    };
  }
  const clients = liveClients(config, sandboxOptions.clock);
  return {
    kind: 'live',
    providerFor: (name) => clients[name] ?? unconfigured(name),
    verifiers: {
      MIARE: { scheme: 'token', secret: config.MIARE_WEBHOOK_SECRET },
      SNAPP_BOX: { scheme: 'hmac', secret: config.SNAPP_BOX_WEBHOOK_SECRET },
    },
    hookProviders: { MIARE: ['MIARE'], SNAPP_BOX: ['SNAPP_BOX'] },
    pickupPoint,
    tickMs: 0,
  };
}

function liveClients(config: CourierConfig, clock?: () => Date) {
  const timeoutMs = config.COURIER_TIMEOUT_MS;
  const clients: Partial<Record<ProviderName, CourierProvider>> = {};
  if (config.MIARE_TOKEN)
    clients.MIARE = new MiareCourierProvider({
      token: config.MIARE_TOKEN,
      ...(config.MIARE_BASE_URL ? { baseUrl: config.MIARE_BASE_URL } : {}),
      ...(config.MIARE_FLAT_FEE === undefined ? {} : { flatFee: config.MIARE_FLAT_FEE }),
      ...(timeoutMs ? { timeoutMs } : {}),
      ...(clock ? { clock } : {}),
    });
  if (config.SNAPP_BOX_TOKEN)
    clients.SNAPP_BOX = new SnappBoxCourierProvider({
      token: config.SNAPP_BOX_TOKEN,
      ...(config.SNAPP_BOX_BASE_URL ? { baseUrl: config.SNAPP_BOX_BASE_URL } : {}),
      ...(timeoutMs ? { timeoutMs } : {}),
    });
  if (config.EXPRESS_PLUS_API_KEY && config.EXPRESS_PLUS_BASE_URL)
    clients.ZFEXPRESS = new ExpressPlusCourierProvider({
      apiKey: config.EXPRESS_PLUS_API_KEY,
      baseUrl: config.EXPRESS_PLUS_BASE_URL,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
  if (config.BORDAR_TOKEN && config.BORDAR_BASE_URL)
    clients.BORDAR = new BordarCourierProvider({
      token: config.BORDAR_TOKEN,
      baseUrl: config.BORDAR_BASE_URL,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
  return clients;
}

/** A provider the operator has not given credentials for: every call says so. */
function unconfigured(name: ProviderName): CourierProvider {
  const fail = async (): Promise<never> => {
    throw new CourierProviderError('COURIER_PROVIDER_MISCONFIGURED', `${name} has no credentials`);
  };
  return { name, maxDistanceMeters: 0, requestTrip: fail, cancelTrip: fail, estimatePrice: fail };
}
