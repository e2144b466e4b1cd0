// The vendor's own online payment gateway as the API gives and takes it
// (GET/PUT /api/bankconfiguration/online-gateway, issue 32). The credentials go in once and never
// come out: the answer says only whether some are kept and when they were last replaced.
// Browser-safe: the vendor settings screen imports it.
import { z } from 'zod';
import { OnlineGatewayChoice } from '../banking/online-gateway.ts';

const secret = (max = 200) => z.string().trim().min(4).max(max);

/** ZarinPal's merchant id is a 36-character UUID; a panel token and terminal id allow refunds. */
export const ZarinPalCredentials = z.object({
  merchantId: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/),
  accessToken: secret(2_000).optional(),
  terminalId: z.string().trim().min(1).max(50).optional(),
});
export const VandarCredentials = z.object({ apiKey: secret() });
export const JibitCredentials = z.object({ apiKey: secret(), secretKey: secret() });
export const SnappPayCredentials = z.object({
  clientId: secret(),
  clientSecret: secret(),
  username: z.string().trim().min(1).max(100),
  password: secret(),
});

/**
 * PLATFORM: the platform's gateway and merchant. A provider with `credentials` replaces what is
 * kept; without them keeps what is kept for that same provider (and is refused for another).
 */
export const OnlineGatewayRequest = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('PLATFORM') }).strict(),
  z.object({ provider: z.literal('ZARIN_PAL'), credentials: ZarinPalCredentials.optional() }),
  z.object({ provider: z.literal('VANDAR'), credentials: VandarCredentials.optional() }),
  z.object({ provider: z.literal('JIBIT'), credentials: JibitCredentials.optional() }),
  z.object({ provider: z.literal('SNAPP_PAY'), credentials: SnappPayCredentials.optional() }),
]);
export type OnlineGatewayRequest = z.input<typeof OnlineGatewayRequest>;

export const OnlineGatewayView = z.object({
  provider: OnlineGatewayChoice,
  /** Whether the vendor's merchant credentials are kept (never what they are). */
  hasCredentials: z.boolean(),
  /** When the vendor last chose (UTC); null while it never did. */
  updatedAt: z.iso.datetime().nullable(),
});
export type OnlineGatewayView = z.infer<typeof OnlineGatewayView>;
