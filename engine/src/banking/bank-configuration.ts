// The vendor's bank configuration (spec §3: bankTypes, preSelectedProvider): which card-reader
// banks the POS offers at payment and which one it selects first. One small stream per vendor;
// each change repeats the whole configuration, so a reader needs only the last event.
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { DomainError, domainError, errorMessages } from '../shared/domain-error.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { BankName } from './bank-name.ts';

const vendorId = z.string().min(1);

export const BankConfiguration = z.object({
  /** The banks whose readers the POS offers, in the vendor's order. */
  bankTypes: z.array(BankName).max(BankName.options.length),
  /** The one the POS selects first; one of bankTypes, or none (the cashier picks). */
  preSelectedProvider: BankName.nullable(),
});
export type BankConfiguration = z.infer<typeof BankConfiguration>;

export const BankConfigurationSet = defineEvent(
  'BankConfigurationSet',
  BankConfiguration.extend({ vendorId }),
);
export const bankConfigurationEvents = [BankConfigurationSet] as const;
export const bankConfigurationEventCodec = eventCodec(bankConfigurationEvents);
export type BankConfigurationEvent = EventOf<(typeof bankConfigurationEvents)[number]>;

export const bankConfigurationStreamName = (vendorId: string): string =>
  `bank-configuration-${vendorId}`;

export const bankConfigurationCommandSchemas = {
  SetBankConfiguration: BankConfiguration.extend({
    vendorId,
    preSelectedProvider: BankName.nullable().default(null),
  }),
} as const;
type Schemas = typeof bankConfigurationCommandSchemas;
export type BankConfigurationCommand = CommandUnion<Schemas>;
export type SetBankConfiguration = CommandFrom<Schemas, 'SetBankConfiguration'>;

/** Never configured: no bank offered, none selected. */
export const initialBankConfiguration = (): BankConfiguration => ({
  bankTypes: [],
  preSelectedProvider: null,
});

export function decideBankConfiguration(
  command: BankConfigurationCommand,
  state: BankConfiguration,
): BankConfigurationEvent[] {
  const { vendorId: id } = command.data;
  if (command.metadata.vendorId !== id) throw domainError('VENDOR_NOT_FOUND');
  const bankTypes = [...new Set(command.data.bankTypes)];
  const { preSelectedProvider } = command.data;
  if (preSelectedProvider !== null && !bankTypes.includes(preSelectedProvider)) {
    const code = 'BANK_PROVIDER_NOT_ENABLED';
    const error = { field: 'preSelectedProvider', code, message: errorMessages[code] };
    throw new DomainError(code, [error]);
  }
  const next = { bankTypes, preSelectedProvider };
  if (JSON.stringify(next) === JSON.stringify(state)) return [];
  return [BankConfigurationSet({ vendorId: id, ...next })];
}

export const evolveBankConfiguration = (
  _state: BankConfiguration,
  event: BankConfigurationEvent,
): BankConfiguration => ({
  bankTypes: event.data.bankTypes,
  preSelectedProvider: event.data.preSelectedProvider,
});

export const bankConfigurationDecider: Decider<
  BankConfiguration,
  BankConfigurationCommand,
  BankConfigurationEvent
> = {
  initialState: initialBankConfiguration,
  decide: decideBankConfiguration,
  evolve: evolveBankConfiguration,
};

export const bankConfigurationAggregate: Aggregate<
  BankConfiguration,
  BankConfigurationCommand,
  BankConfigurationEvent
> = {
  decider: bankConfigurationDecider,
  codec: bankConfigurationEventCodec,
  streamName: (command) => bankConfigurationStreamName(command.data.vendorId),
  notFound: 'VENDOR_NOT_FOUND',
};
