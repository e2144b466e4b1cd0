// What the kitchen routes share: the platform, clock and command runner, and the vendor's kitchen
// routing as the read side has it now (menu categories and KITCHEN printer stations: the printed
// ticket's resolution).
import { kitchenRouting, type KitchenRouting } from '@sofre/engine/kitchen';
import { printerStationKind, type PrinterStationFields } from '@sofre/engine/printing';
import type { Platform } from '../platform/platform.port.ts';
import type { CommandRunner } from '../commands/command-runner.ts';

export interface KitchenDeps {
  readonly platform: Platform;
  readonly clock: () => Date;
  readonly runner: CommandRunner;
}

export async function routingOf(deps: KitchenDeps, vendorId: string): Promise<KitchenRouting> {
  const { readSide } = deps.platform;
  const [menu, stations] = await Promise.all([
    readSide.menu(vendorId),
    readSide.records(vendorId, printerStationKind.kind),
  ]);
  return kitchenRouting({
    categoryOfItem: new Map(menu.flatMap((c) => c.items.map((i) => [i.id, c.id] as const))),
    stations: stations.map((s) => ({ id: s.id, fields: s.fields as PrinterStationFields })),
    // The screens cook whatever the printers do: a station without a printer still has a screen.
    printerIds: new Set(),
  });
}
