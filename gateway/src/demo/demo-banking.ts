// The demo restaurant's card reader and bank configuration: one Mellat reader on the counter's
// network, Mellat and Saman enabled at the till with Mellat selected first. Fixed ids and command
// ids: a second start repeats nothing.
import {
  bankConfigurationAggregate,
  posTerminalKind,
  type PosTerminalInput,
} from '@sofre/engine/banking';
import type { DemoSeed } from './demo-seed.ts';

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

export async function seedDemoBanking(seed: DemoSeed): Promise<void> {
  await seed.run(
    posTerminalKind.aggregate,
    {
      type: 'CreateRecord',
      data: { id: demoTerminal.id, fields: posTerminalKind.fields.parse(demoTerminal.fields) },
    },
    `pos-terminal:${demoTerminal.id}`,
  );
  await seed.run(
    bankConfigurationAggregate,
    {
      type: 'SetBankConfiguration',
      data: {
        vendorId: seed.vendorId,
        bankTypes: [...demoBankConfiguration.bankTypes],
        preSelectedProvider: demoBankConfiguration.preSelectedProvider,
      },
    },
    'bank-configuration',
  );
}
