// Finding a dish by what the cashier types: Persian keyboards differ (Arabic ي/ك, ة, hamza forms,
// Persian or Arabic-Indic digits), and a title is written with a space, a zero-width non-joiner or
// nothing between its parts («قورمه‌سبزی», «قورمه سبزی»). Every word typed must appear in the title.
import type { MenuCategoryView, MenuItemView } from '@sofre/engine/contracts';
import { normalizeDigits } from '@sofre/web-shared';

const LETTERS: readonly [RegExp, string][] = [
  [/[يى]/g, 'ی'],
  [/ك/g, 'ک'],
  [/[ةۀ]/g, 'ه'],
  [/[أإآٱ]/g, 'ا'],
  [/ؤ/g, 'و'],
  [/ئ/g, 'ی'],
  // Short vowels, tanwin, shadda, the hamza above «گوجهٔ» and the kashida stretch.
  [/[\u064B-\u065F\u0670\u0640]/g, ''],
];

/** One spelling of the text: ASCII digits, Persian letters, lower case, single spaces. */
export function searchForm(text: string): string {
  const letters = LETTERS.reduce((s, [from, to]) => s.replace(from, to), normalizeDigits(text));
  return letters
    .replace(/[\s\u200c\u200d]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Whether every word of the query is in the title (spaces in the title do not count). */
export function titleMatches(title: string, query: string): boolean {
  const words = searchForm(query).split(' ').filter(Boolean);
  const key = searchForm(title).replaceAll(' ', '');
  return words.length > 0 && words.every((word) => key.includes(word));
}

/** The items whose title matches, in menu order; nothing for an empty query. */
export const searchMenu = (
  categories: readonly MenuCategoryView[],
  query: string,
): MenuItemView[] =>
  categories.flatMap((c) => c.items).filter((item) => titleMatches(item.title, query));

/** Out of stock or outside its food shifts now: shown, never added. */
export const isOrderable = (item: MenuItemView): boolean =>
  item.available && item.sellsNow !== false;

/** The one item Enter adds: the single orderable match, if there is exactly one. */
export function singleMatch(items: readonly MenuItemView[]): MenuItemView | undefined {
  const orderable = items.filter(isOrderable);
  return orderable.length === 1 ? orderable[0] : undefined;
}
