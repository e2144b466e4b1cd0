// Which maps provider the gateway uses, checked once at start like sms.config.ts: the sandbox
// unless MAPS_PROVIDER=neshan, and Neshan without its key stops the gateway with a clear message.
// MAP_TILES=on draws OpenStreetMap tiles under the site's maps (they need the internet).
import { z } from 'zod';
import { NeshanReverseGeocoder, type MapsLog } from './neshan.reverse-geocoder.ts';
import type { MapsPort } from './reverse-geocoder.port.ts';
import { SandboxReverseGeocoder } from './sandbox.reverse-geocoder.ts';

/** An unset variable and `VAR=` in a .env file mean the same: not given. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const MapsEnv = z
  .object({
    MAPS_PROVIDER: z.enum(['sandbox', 'neshan']).default('sandbox'),
    /** on: the site's maps show OpenStreetMap tiles under their grid (users/map/settings). */
    MAP_TILES: z.enum(['on', 'off']).default('off'),
    /** A key of the "service" kind from the Neshan developer panel, for reverse geocoding. */
    NESHAN_API_KEY: optional(z.string().trim().min(1)),
    NESHAN_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
    NESHAN_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60_000)),
  })
  .superRefine((env, ctx) => {
    if (env.MAPS_PROVIDER === 'neshan' && !env.NESHAN_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['NESHAN_API_KEY'],
        message: 'MAPS_PROVIDER=neshan needs NESHAN_API_KEY (from the Neshan developer panel)',
      });
    }
  });

export type MapsConfig = z.infer<typeof MapsEnv>;

export function loadMapsConfig(source: NodeJS.ProcessEnv = process.env): MapsConfig {
  const parsed = MapsEnv.safeParse(source);
  if (parsed.success) return parsed.data;
  // Issues name the variable and the rule, never the value (it may be the key).
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new Error(`invalid maps configuration:\n${lines.join('\n')}`);
}

export function createReverseGeocoder(
  source: NodeJS.ProcessEnv = process.env,
  deps: { log?: MapsLog } = {},
): MapsPort {
  const config = loadMapsConfig(source);
  if (config.MAPS_PROVIDER === 'sandbox') return new SandboxReverseGeocoder();
  return new NeshanReverseGeocoder({
    apiKey: config.NESHAN_API_KEY ?? '', // present: checked above
    baseUrl: config.NESHAN_BASE_URL,
    timeoutMs: config.NESHAN_TIMEOUT_MS,
    log: deps.log,
  });
}
