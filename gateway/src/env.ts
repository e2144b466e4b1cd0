// The gateway's configuration, checked once at start: a bad value stops it with a clear message.
import { z } from 'zod';

const Env = z
  .object({
    STORE: z.enum(['sqlite', 'postgres', 'eventstoredb']).default('sqlite'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.string().min(1).optional(),
    ESDB_URL: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * PostgreSQL's LISTEN/NOTIFY between the processes of one database: an append wakes the
     * projector, and the projector's batch wakes the gateways, at once. off: their polls alone.
     */
    STORE_NOTIFY: z.enum(['on', 'off']).default('on'),
    /** inline: the projection runner runs here; external: a projector process writes PostgreSQL read models. */
    PROJECTIONS: z.enum(['inline', 'external']).default('inline'),
    /**
     * With inline projections, where the report read models run: worker, a thread of their own
     * (off the order path); inline, this thread (what tests use: no thread per test gateway).
     */
    REPORT_LANE: z.enum(['worker', 'inline']).default('worker'),
    /**
     * With inline projections, where the screens' read models run: worker, a thread of their own
     * (the order thread then decides, appends and answers); inline, this thread (tests); auto, a
     * worker where the machine has four cores or more. On two cores the worker's extra CPU (each
     * change cloned across threads, a second connection) cost more orders than the order thread
     * gained: bench:orders' CPU per order, inline against worker.
     */
    SCREEN_LANE: z.enum(['worker', 'inline', 'auto']).default('auto'),
    /** Where the web apps' dist folders are; the repository root by default. */
    WEB_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * The secret behind login codes and tokens; every gateway of one platform needs the same.
     * Absent: generated once into DATA_DIR/auth-secret (identity/auth/auth-secret.ts).
     */
    AUTH_SECRET: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(32, 'AUTH_SECRET needs at least 32 characters').optional(),
    ),
    /**
     * The key that seals the merchant credentials vendors type in (payments/merchant-secrets.ts):
     * 32 bytes as 64 hex digits or base64. Absent: generated once into DATA_DIR/vendor-secrets-key.
     */
    VENDOR_SECRETS_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    /**
     * How long an access token lives, in seconds (15 minutes). The apps renew it before it ends;
     * the screen tests shorten it to watch a renewal happen.
     */
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
    /** Seed the demo vendor and menu at start. */
    DEMO: z.enum(['on', 'off']).default('on'),
    /**
     * With the demo, also a few orders (an open bill, a called pickup, a refunded order), so the
     * order screens show something; the screen tests start without them, each taking its own.
     */
    DEMO_ORDERS: z.enum(['on', 'off']).default('on'),
    /**
     * off: this gateway sends nothing to the printers (its print worker does not run); another
     * gateway's does. Print jobs are still requested and kept, so nothing is lost.
     */
    PRINTING: z.enum(['on', 'off']).default('on'),
    /**
     * The sandbox printer (printing/sandbox): a TCP printer on loopback that saves what it prints
     * as PNG in DATA_DIR/sandbox-printer. On with the demo unless set (the demo's printers are it).
     */
    PRINTER_SANDBOX: z.enum(['on', 'off']).optional(),
    /** The sandbox printer's ports: the demo's kitchen and counter printers. */
    PRINTER_SANDBOX_PORTS: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'PRINTER_SANDBOX_PORTS is a comma-separated list of ports')
      .default('9100,9101')
      .transform((ports) => ports.split(',').map(Number)),
  })
  .superRefine((env, ctx) => {
    if (env.STORE === 'postgres' && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'STORE=postgres needs DATABASE_URL',
      });
    }
    if (env.STORE === 'eventstoredb' && !env.ESDB_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ESDB_URL'],
        message: 'STORE=eventstoredb needs ESDB_URL',
      });
    }
    if (env.PROJECTIONS === 'external' && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'PROJECTIONS=external reads the PostgreSQL read models: set DATABASE_URL',
      });
    }
  });

export type Env = z.infer<typeof Env>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = Env.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new Error(`invalid environment:\n${lines.join('\n')}`);
}
