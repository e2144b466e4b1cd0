// The vendor's own online payment gateway (issue 32): which provider takes its site's payments
// and, sealed, the merchant credentials the vendor typed in. The engine never sees them in the
// clear — the gateway seals them (AES-256-GCM) before the command and opens them only to call the
// provider — so the engine keeps and hands back ciphertext only. PLATFORM (the default): the
// deployment's provider (PAYMENT_PROVIDER) collects, into the platform's merchant account.
// One small stream per vendor; each event repeats the whole choice, and its number in the stream
// is the settings version a payment records, so it is verified with the credentials that opened it.
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { DomainError, domainError, errorMessages } from '../shared/domain-error.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';

const vendorId = z.string().min(1);

/** The providers a vendor may sign its own merchant contract with. */
export const OnlineGatewayProvider = z.enum(['ZARIN_PAL', 'VANDAR', 'JIBIT', 'SNAPP_PAY']);
export type OnlineGatewayProvider = z.infer<typeof OnlineGatewayProvider>;

export const OnlineGatewayChoice = z.enum(['PLATFORM', ...OnlineGatewayProvider.options]);
export type OnlineGatewayChoice = z.infer<typeof OnlineGatewayChoice>;

/** Who collected a payment: the platform's merchant account or the vendor's own. */
export const PaymentMerchant = z.enum(['PLATFORM', 'VENDOR']);
export type PaymentMerchant = z.infer<typeof PaymentMerchant>;

/**
 * A sealed credentials blob as the gateway writes it: `v1.<iv>.<tag>.<ciphertext>` in base64url.
 * The engine checks only its shape; it cannot (and must not) read it.
 */
export const SealedCredentials = z
  .string()
  .max(8_000)
  .regex(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'not sealed credentials');

export const OnlineGatewaySet = defineEvent(
  'OnlineGatewaySet',
  z.object({
    vendorId,
    provider: OnlineGatewayChoice,
    /** null for PLATFORM: the platform's merchant needs nothing of the vendor. */
    credentials: SealedCredentials.nullable(),
    at: z.iso.datetime(),
  }),
);
export const onlineGatewayEvents = [OnlineGatewaySet] as const;
export const onlineGatewayEventCodec = eventCodec(onlineGatewayEvents);
export type OnlineGatewayEvent = EventOf<(typeof onlineGatewayEvents)[number]>;

export const onlineGatewayStreamName = (vendorId: string): string => `online-gateway-${vendorId}`;

export const onlineGatewayCommandSchemas = {
  /**
   * A provider with new sealed credentials; the same provider without credentials keeps the
   * sealed ones (the vendor replaces them, never reads them); PLATFORM forgets them.
   */
  SetOnlineGateway: z.object({
    vendorId,
    provider: OnlineGatewayChoice,
    credentials: SealedCredentials.optional(),
  }),
} as const;
type Schemas = typeof onlineGatewayCommandSchemas;
export type OnlineGatewayCommand = CommandUnion<Schemas>;
export type SetOnlineGateway = CommandFrom<Schemas, 'SetOnlineGateway'>;

export interface OnlineGatewayState {
  readonly provider: OnlineGatewayChoice;
  readonly credentials: string | null;
  /** How many choices were recorded: 0 while the vendor never chose (the platform's). */
  readonly version: number;
  readonly updatedAt: string | null;
}

export const initialOnlineGateway = (): OnlineGatewayState => ({
  provider: 'PLATFORM',
  credentials: null,
  version: 0,
  updatedAt: null,
});

const fieldError = (field: string, code: 'ONLINE_GATEWAY_CREDENTIALS_REQUIRED') =>
  new DomainError(code, [{ field, code, message: errorMessages[code] }]);

export function decideOnlineGateway(
  command: OnlineGatewayCommand,
  state: OnlineGatewayState,
): OnlineGatewayEvent[] {
  const { vendorId: id, provider } = command.data;
  if (command.metadata.vendorId !== id) throw domainError('VENDOR_NOT_FOUND');
  const at = command.metadata.now;
  if (provider === 'PLATFORM') {
    if (command.data.credentials !== undefined)
      throw domainError('ONLINE_GATEWAY_PLATFORM_TAKES_NO_CREDENTIALS');
    return state.provider === 'PLATFORM'
      ? []
      : [OnlineGatewaySet({ vendorId: id, provider, credentials: null, at })];
  }
  const credentials = command.data.credentials;
  if (credentials === undefined) {
    // Keeping what is sealed is only possible for the provider it was sealed for.
    if (state.provider === provider && state.credentials) return [];
    throw fieldError('credentials', 'ONLINE_GATEWAY_CREDENTIALS_REQUIRED');
  }
  if (state.provider === provider && state.credentials === credentials) return [];
  return [OnlineGatewaySet({ vendorId: id, provider, credentials, at })];
}

export const evolveOnlineGateway = (
  state: OnlineGatewayState,
  event: OnlineGatewayEvent,
): OnlineGatewayState => ({
  provider: event.data.provider,
  credentials: event.data.credentials,
  version: state.version + 1,
  updatedAt: event.data.at,
});

export const onlineGatewayDecider: Decider<
  OnlineGatewayState,
  OnlineGatewayCommand,
  OnlineGatewayEvent
> = {
  initialState: initialOnlineGateway,
  decide: decideOnlineGateway,
  evolve: evolveOnlineGateway,
};

export const onlineGatewayAggregate: Aggregate<
  OnlineGatewayState,
  OnlineGatewayCommand,
  OnlineGatewayEvent
> = {
  decider: onlineGatewayDecider,
  codec: onlineGatewayEventCodec,
  streamName: (command) => onlineGatewayStreamName(command.data.vendorId),
  notFound: 'VENDOR_NOT_FOUND',
};
