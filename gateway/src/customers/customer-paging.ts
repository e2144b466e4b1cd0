// Paging parameters as the spec names them (pageNumber …) or as older clients send them
// (PageNumber …): either spelling, camelCase first; page size 10 by default (spec §9).
import { DEFAULT_PAGE_SIZE } from '@sofre/engine/contracts';

export interface PagingInput {
  readonly pageNumber?: number | undefined;
  readonly PageNumber?: number | undefined;
  readonly pageSize?: number | undefined;
  readonly PageSize?: number | undefined;
  readonly search?: string | undefined;
  readonly Search?: string | undefined;
}

export const pagingOf = (q: PagingInput) => ({
  pageNumber: q.pageNumber ?? q.PageNumber ?? 1,
  pageSize: q.pageSize ?? q.PageSize ?? DEFAULT_PAGE_SIZE,
  search: q.search || q.Search || undefined,
});
