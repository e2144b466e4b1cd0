// The demo restaurant's kitchen setup: lunch and dinner food shifts (fixed ids 'shift-lunch' and
// 'shift-dinner', so the demo menu can attach items to them), a kitchen printer and a counter
// printer with their stations, and the canned notes cashiers add to lines and orders. Seeded after
// the menu, since the kitchen station names menu categories. Fixed command ids: idempotent.
import { handleCommand, type CommandMetadata, type EventStore, type Position } from '@sofre/engine';
import { defaultDescriptionKind, type DescriptionTarget } from '@sofre/engine/default-descriptions';
import { foodShiftKind } from '@sofre/engine/food-shifts';
import { printerKind, printerStationKind } from '@sofre/engine/printing';
import type { RecordFields, RecordKind } from '@sofre/engine/records';
import type { z } from 'zod';

/** Records of a kind as the seed writes them: fixed ids, fields before defaults. */
type Seed<K> =
  K extends RecordKind<infer F> ? readonly { id: string; fields: z.input<F> }[] : never;

const everyDay = (start: string, end: string) =>
  (['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI'] as const).map((weekday) => ({
    weekday,
    start,
    end,
  }));

export const demoFoodShifts: Seed<typeof foodShiftKind> = [
  { id: 'shift-lunch', fields: { title: 'ناهار', times: everyDay('11:00', '16:00') } },
  { id: 'shift-dinner', fields: { title: 'شام', times: everyDay('18:00', '00:00') } },
];

export const demoPrinters: Seed<typeof printerKind> = [
  { id: 'printer-kitchen', fields: { name: 'چاپگر آشپزخانه', ip: '192.168.1.60', port: 9100 } },
  {
    id: 'printer-counter',
    fields: { name: 'چاپگر صندوق', ip: '192.168.1.61', port: 9100, paperWidth: 80 },
  },
];

export const demoPrinterStations: Seed<typeof printerStationKind> = [
  {
    id: 'station-hot-kitchen',
    fields: {
      title: 'آشپزخانه گرم',
      target: 'KITCHEN',
      printerIds: ['printer-kitchen'],
      categoryIds: ['cat-appetizers', 'cat-mains', 'cat-pizza'],
    },
  },
  // No categories: the customer's receipt lists the whole order.
  {
    id: 'station-counter',
    fields: { title: 'صندوق', target: 'CUSTOMER', printerIds: ['printer-counter'] },
  },
];

const note = (id: string, title: string, target: DescriptionTarget = 'ITEM') => ({
  id,
  fields: { title, target },
});
export const demoDefaultDescriptions: Seed<typeof defaultDescriptionKind> = [
  note('desc-no-onion', 'بدون پیاز'),
  note('desc-spicy', 'تند'),
  note('desc-sauce-aside', 'سس جدا'),
  note('desc-low-salt', 'کم‌نمک'),
  note('desc-no-tomato', 'بدون گوجه'),
  note('desc-well-done', 'کاملاً پخته'),
  note('desc-no-cutlery', 'قاشق و چنگال نیاورید', 'ORDER'),
  note('desc-no-ring', 'زنگ نزنید، تماس بگیرید', 'ORDER'),
  note('desc-rush', 'فوری آماده شود', 'ORDER'),
];

export async function seedDemoKitchenSetup(
  store: EventStore,
  metadata: (commandId: string) => CommandMetadata,
): Promise<Position> {
  let position: Position = '';
  const seed = async <F extends RecordFields>(
    kind: RecordKind<F>,
    records: readonly { id: string; fields: z.input<F> }[],
  ) => {
    for (const { id, fields } of records) {
      const result = await handleCommand(store, kind.aggregate, {
        type: 'CreateRecord',
        data: { id, fields: kind.fields.parse(fields) as z.output<F> },
        metadata: metadata(`${kind.kind}:${id}`),
      });
      if (result.position && result.position > position) position = result.position;
    }
  };
  await seed(foodShiftKind, demoFoodShifts);
  await seed(printerKind, demoPrinters);
  await seed(printerStationKind, demoPrinterStations);
  await seed(defaultDescriptionKind, demoDefaultDescriptions);
  return position;
}
