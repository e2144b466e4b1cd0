// The paging query of the back office's record lists: PageNumber, PageSize and Search as spec §7
// names them for defaultdescription, or camelCase as our own clients send them; numbers typed
// with Persian or Arabic-Indic digits count (a page number pasted from the screen is '۲').
import { normalizeDigits } from '@sofre/engine';
import { z } from 'zod';
import type { PageRequest } from '../records/record-page.ts';

const whole = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? normalizeDigits(value).trim() : value),
    z.coerce.number().int().positive().max(max),
  );
const pageNumber = whole(100_000).optional();
const pageSize = whole(100).optional();
const search = z.string().max(200).optional();

export const RecordPageQuery = z.object({
  PageNumber: pageNumber,
  pageNumber,
  PageSize: pageSize,
  pageSize,
  Search: search,
  search,
});
export type RecordPageQuery = z.output<typeof RecordPageQuery>;

/** One request whichever spelling was sent (PascalCase first, as the spec names them). */
export const pageRequestOf = (query: RecordPageQuery): PageRequest => ({
  pageNumber: query.PageNumber ?? query.pageNumber,
  pageSize: query.PageSize ?? query.pageSize,
  search: (query.Search ?? query.search)?.trim() || undefined,
});
