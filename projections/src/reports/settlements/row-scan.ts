// Lists the money-out reports read a page at a time; a search or a filter on what the row does not
// index (the order's channel, a reference) reads the period's rows in chunks and keeps the matches,
// so only a searched list reads more than its page, and never more than MAX_SCANNED rows.
import { normalizeDigits } from '@sofre/engine';
import type { ReadModelStore, RowQuery, StoredRow } from '../../read-models/read-model.store.ts';

export interface PageRequest {
  readonly pageNumber: number;
  readonly pageSize: number;
}

export interface Page<T> {
  readonly rows: T[];
  readonly total: number;
}

export const CHUNK = 500;
/** A searched period stops here: about a year of a busy counter's card payments. */
export const MAX_SCANNED = 100_000;

type WindowQuery = Omit<RowQuery, 'order' | 'limit' | 'offset'>;

/**
 * The window's rows, oldest first, `CHUNK` at a time. Oldest first keeps the chunks steady while
 * new rows arrive: a new row sorts after the rows already read.
 */
export async function* scanRows(
  readModels: ReadModelStore,
  query: WindowQuery,
): AsyncGenerator<StoredRow[]> {
  for (let offset = 0; offset < MAX_SCANNED; offset += CHUNK) {
    const { rows } = await readModels.findRows({
      ...query,
      order: 'sortAt asc',
      limit: CHUNK,
      offset,
    });
    if (rows.length > 0) yield rows;
    if (rows.length < CHUNK) return;
  }
}

/** One page of a list, newest first, without a filter: a page reads a page. */
export async function pageOfRows(
  readModels: ReadModelStore,
  query: WindowQuery,
  { pageNumber, pageSize }: PageRequest,
): Promise<Page<StoredRow>> {
  const { rows, total } = await readModels.findRows({
    ...query,
    order: 'sortAt desc',
    limit: pageSize,
    offset: (pageNumber - 1) * pageSize,
  });
  return { rows, total };
}

/** One page, newest first, of what a scan of chunks (oldest first) finds. */
export async function pageOfMatches<T>(
  chunks: AsyncIterable<readonly T[]>,
  { pageNumber, pageSize }: PageRequest,
): Promise<Page<T>> {
  const found: T[] = [];
  for await (const chunk of chunks) found.push(...chunk);
  const newestFirst = found.reverse();
  const start = (pageNumber - 1) * pageSize;
  return { rows: newestFirst.slice(start, start + pageSize), total: found.length };
}

/** Does any of the texts hold the search (case and Persian/Arabic digits aside)? */
export function matchesSearch(search: string | undefined, texts: readonly unknown[]): boolean {
  if (search === undefined) return true;
  const wanted = normalize(search);
  return texts.some((t) => t !== undefined && t !== null && normalize(String(t)).includes(wanted));
}

const normalize = (text: string): string =>
  normalizeDigits(text).replace(/ي/g, 'ی').replace(/ك/g, 'ک').toLowerCase().trim();
