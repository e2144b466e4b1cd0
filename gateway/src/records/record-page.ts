// Paging and search over a vendor's records in memory: a vendor has tens to a few thousand of a
// kind, read whole from one indexed query, so filtering here is simpler than SQL per kind.
import { DEFAULT_PAGE_SIZE } from '@sofre/engine/contracts';
import { normalizeDigits } from '@sofre/engine';

export interface PageRequest {
  readonly pageNumber?: number;
  readonly pageSize?: number;
  readonly search?: string;
}

export interface Page<T> {
  readonly data: T[];
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly totalCount: number;
}

/** Persian/Arabic digits as Latin, Arabic ي/ك as Persian ی/ک, case and spaces folded. */
export const searchable = (text: string): string =>
  normalizeDigits(text)
    .replaceAll('ي', 'ی')
    .replaceAll('ك', 'ک')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export function pageRecords<T>(
  all: readonly T[],
  request: PageRequest,
  textOf: (row: T) => string,
): Page<T> {
  const pageNumber = request.pageNumber ?? 1;
  const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
  const needle = request.search ? searchable(request.search) : '';
  const hits = needle ? all.filter((row) => searchable(textOf(row)).includes(needle)) : [...all];
  const start = (pageNumber - 1) * pageSize;
  return {
    data: hits.slice(start, start + pageSize),
    pageNumber,
    pageSize,
    totalCount: hits.length,
  };
}
