// What the kitchen routes share: the platform and clock, the vendor's kitchen routing as the read
// side has it now (menu categories and KITCHEN printer stations: the printed ticket's resolution),
// and answering once the read models hold a move's events (read your writes).
import type { Position } from '@sofre/engine';
import { kitchenRouting, type KitchenRouting } from '@sofre/engine/kitchen';
import { printerStationKind, type PrinterStationFields } from '@sofre/engine/printing';
import { readAfter } from '../http/read-your-writes.ts';
import type { Platform } from '../platform/platform.port.ts';

export interface KitchenDeps {
  readonly platform: Platform;
  readonly clock: () => Date;
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

/** The position to answer with, once the read models have it (inline mode). */
export async function settled(deps: KitchenDeps, position: Position | undefined): Promise<string> {
  const at = position ?? deps.platform.readSide.position();
  if (deps.platform.waitForProjections) await readAfter(deps.platform.readSide, at);
  return at;
}
