// Which SMS provider the gateway uses, checked once at start like env.ts: the sandbox unless
// SMS_PROVIDER=kavenegar, and Kavenegar without its key stops the gateway with a clear message.
import { z } from 'zod';
import { KavenegarSmsProvider, type SmsLog } from './kavenegar.sms-provider.ts';
import { OTP_TEMPLATE } from './otp-message.ts';
import { SandboxSmsProvider } from './sandbox.sms-provider.ts';

/** An unset variable and `VAR=` in a .env file mean the same: not given. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const SmsEnv = z
  .object({
    SMS_PROVIDER: z.enum(['sandbox', 'kavenegar']).default('sandbox'),
    KAVENEGAR_API_KEY: optional(z.string().trim().min(1)),
    /** The sender line (digits) for free-text messages. */
    KAVENEGAR_SENDER: optional(z.string().regex(/^\d+$/, 'digits only')),
    /** The template approved in the Kavenegar panel for login codes (verify/lookup). */
    KAVENEGAR_OTP_TEMPLATE: optional(z.string().trim().min(1)),
    KAVENEGAR_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
    KAVENEGAR_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60_000)),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER === 'kavenegar' && !env.KAVENEGAR_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['KAVENEGAR_API_KEY'],
        message: 'SMS_PROVIDER=kavenegar needs KAVENEGAR_API_KEY (from the Kavenegar panel)',
      });
    }
  });

export type SmsConfig = z.infer<typeof SmsEnv>;

export function loadSmsConfig(source: NodeJS.ProcessEnv = process.env): SmsConfig {
  const parsed = SmsEnv.safeParse(source);
  if (parsed.success) return parsed.data;
  // Issues name the variable and the rule, never the value (it may be the key).
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new Error(`invalid SMS configuration:\n${lines.join('\n')}`);
}

/** The gateway registers the sandbox outbox route only for `kind: 'sandbox'`. */
export type ActiveSms =
  | { readonly kind: 'sandbox'; readonly sender: SandboxSmsProvider }
  | { readonly kind: 'kavenegar'; readonly sender: KavenegarSmsProvider };

export function createSmsSender(
  source: NodeJS.ProcessEnv = process.env,
  deps: { clock?: () => Date; log?: SmsLog } = {},
): ActiveSms {
  const config = loadSmsConfig(source);
  if (config.SMS_PROVIDER === 'sandbox') {
    return { kind: 'sandbox', sender: new SandboxSmsProvider({ clock: deps.clock }) };
  }
  const sender = new KavenegarSmsProvider({
    apiKey: config.KAVENEGAR_API_KEY ?? '', // present: checked above
    sender: config.KAVENEGAR_SENDER,
    baseUrl: config.KAVENEGAR_BASE_URL,
    timeoutMs: config.KAVENEGAR_TIMEOUT_MS,
    // Without a template, codes go out as free text through sms/send.
    templates: config.KAVENEGAR_OTP_TEMPLATE
      ? { [OTP_TEMPLATE]: config.KAVENEGAR_OTP_TEMPLATE }
      : {},
    log: deps.log,
  });
  return { kind: 'kavenegar', sender };
}
