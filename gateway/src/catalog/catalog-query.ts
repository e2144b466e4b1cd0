// The paged lists' query: either spelling of each parameter (pageNumber / PageNumber …), as the
// spec names them and as the web apps send them.
import type { CatalogPageQuery } from '@sofre/engine/contracts';
import type { PageRequest } from '../records/record-page.ts';

type Query = { readonly [K in keyof CatalogPageQuery]?: CatalogPageQuery[K] };

export const pageRequestOf = (q: Query): PageRequest => ({
  pageNumber: (q.pageNumber ?? q.PageNumber) as number | undefined,
  pageSize: (q.pageSize ?? q.PageSize) as number | undefined,
  search: q.search ?? q.Search,
});

/** The first defined of the spellings of one filter (categoryId / CategoryId). */
export const either = <T>(...values: (T | undefined)[]): T | undefined =>
  values.find((v) => v !== undefined);
