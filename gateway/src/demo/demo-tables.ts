// The demo restaurant's floor: two table categories (سالن اصلی and تراس) with ten tables, and
// one table already reserved for the evening so the floor view shows both states. Fixed ids and
// command ids: a second start repeats nothing (the reservation is taken at the first start only).
import type { DemoSeed } from './demo-seed.ts';
import {
  diningTableAggregate,
  diningTableCategoryKind,
  type DiningTableDetails,
} from '@sofre/engine/dining-tables';

export const demoTableCategories = [
  { id: 'tables-salon', fields: { title: 'سالن اصلی', sortOrder: 0, active: true } },
  { id: 'tables-terrace', fields: { title: 'تراس', sortOrder: 1, active: true } },
] as const;

const table = (number: number, categoryId: string, capacity: number, name = `میز ${number}`) => ({
  id: `table-${number}`,
  details: { number, name, categoryId, capacity, active: true } satisfies DiningTableDetails,
});

export const demoTables = [
  table(1, 'tables-salon', 2),
  table(2, 'tables-salon', 2),
  table(3, 'tables-salon', 4),
  table(4, 'tables-salon', 4),
  table(5, 'tables-salon', 6, 'میز خانوادگی'),
  table(6, 'tables-salon', 8, 'میز بزرگ'),
  table(7, 'tables-terrace', 4),
  table(8, 'tables-terrace', 4),
  table(9, 'tables-terrace', 2, 'کنار حوض'),
  table(10, 'tables-terrace', 6),
];

const HOUR_MS = 3_600_000;

export async function seedDemoTables(seed: DemoSeed): Promise<void> {
  for (const { id, fields } of demoTableCategories) {
    await seed.run(
      diningTableCategoryKind.aggregate,
      { type: 'CreateRecord', data: { id, fields } },
      `dining-table-category:${id}`,
    );
  }
  for (const { id, details } of demoTables) {
    await seed.run(
      diningTableAggregate,
      { type: 'CreateDiningTable', data: { tableId: id, details } },
      `dining-table:${id}`,
    );
  }
  const reserve = seed.metadata('dining-table:table-6:reserve');
  await seed.run(
    diningTableAggregate,
    {
      type: 'ReserveDiningTable',
      data: {
        tableId: 'table-6',
        reservation: {
          guestName: 'خانوادهٔ کریمی',
          phoneNumber: '09121111111',
          partySize: 7,
          reservedFor: new Date(Date.parse(reserve.now) + 2 * HOUR_MS).toISOString(),
          note: 'تولد؛ کیک همراه دارند',
        },
      },
    },
    'dining-table:table-6:reserve',
  );
}
