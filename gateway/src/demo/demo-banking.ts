// The demo restaurant's card reader and bank configuration: one Mellat reader on the counter's
// network, Mellat and Saman enabled at the till with Mellat selected first. Fixed ids and command
// ids: a second start repeats nothing.
import { handleCommand, type CommandMetadata, type EventStore, type Position } from '@sofre/engine';
import {
  bankConfigurationAggregate,
  posTerminalKind,
  type PosTerminalInput,
} from '@sofre/engine/banking';

export const demoTerminal = {
  id: 'terminal-counter',
  fields: {
    title: 'کارت‌خوان صندوق',
    bankProvider: 'MELLAT',
    terminalId: '12345678',
    serialNumber: 'PAX-S90-0001',
    ip: '192.168.1.60',
    port: 1024,
    active: true,
  } satisfies PosTerminalInput,
} as const;

export const demoBankConfiguration = {
  bankTypes: ['MELLAT', 'SAMAN'],
  preSelectedProvider: 'MELLAT',
} as const;

export async function seedDemoBanking(
  store: EventStore,
  metadata: (commandId: string) => CommandMetadata,
): Promise<Position | undefined> {
  const terminal = await handleCommand(store, posTerminalKind.aggregate, {
    type: 'CreateRecord',
    data: { id: demoTerminal.id, fields: posTerminalKind.fields.parse(demoTerminal.fields) },
    metadata: metadata(`pos-terminal:${demoTerminal.id}`),
  });
  const configuration = metadata('bank-configuration');
  const bank = await handleCommand(store, bankConfigurationAggregate, {
    type: 'SetBankConfiguration',
    data: {
      vendorId: configuration.vendorId,
      bankTypes: [...demoBankConfiguration.bankTypes],
      preSelectedProvider: demoBankConfiguration.preSelectedProvider,
    },
    metadata: configuration,
  });
  return [terminal.position, bank.position].filter(Boolean).sort().at(-1);
}
