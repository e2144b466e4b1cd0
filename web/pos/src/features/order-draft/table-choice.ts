// Which table the cashier means: tables in service only (the server refuses any other), found by
// number in any digits, by name or by category, and whether each is free, reserved or has orders
// open at it (a second order at a busy table is allowed; the cashier just sees it).
import type { DiningTableView } from '@sofre/engine/contracts';
import { normalizeDigits } from '@sofre/web-shared';
import { titleMatches } from '../menu/menu-search.ts';

export type TableOccupancy = 'free' | 'reserved' | 'occupied';

export const occupancyOf = (table: DiningTableView): TableOccupancy =>
  table.openOrderIds.length > 0 ? 'occupied' : table.state === 'RESERVED' ? 'reserved' : 'free';

export const inService = (tables: readonly DiningTableView[]): DiningTableView[] =>
  tables.filter((t) => t.active);

/** The table whose number is exactly what was typed («۷», "7"). */
export const tableNumbered = (
  tables: readonly DiningTableView[],
  typed: string,
): DiningTableView | undefined => {
  const number = normalizeDigits(typed).trim();
  return number === '' ? undefined : tables.find((t) => String(t.number) === number);
};

/** Tables whose number starts with, or whose name or category holds, what was typed. */
export function matchingTables(
  tables: readonly DiningTableView[],
  typed: string,
): DiningTableView[] {
  const text = normalizeDigits(typed).trim();
  if (text === '') return [...tables];
  return tables.filter(
    (t) =>
      String(t.number).startsWith(text) ||
      titleMatches(t.name, text) ||
      titleMatches(t.categoryTitle ?? '', text),
  );
}

/** The tables grouped by category, in the floor's order. */
export function byCategory(
  tables: readonly DiningTableView[],
): { readonly title: string | null; readonly tables: DiningTableView[] }[] {
  const groups = new Map<string | null, DiningTableView[]>();
  for (const table of tables) {
    const group = groups.get(table.categoryTitle) ?? [];
    group.push(table);
    groups.set(table.categoryTitle, group);
  }
  return [...groups].map(([title, inGroup]) => ({ title, tables: inGroup }));
}
