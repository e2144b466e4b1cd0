// A searched, paged list of records in a card: the search box and the count on top, then a loader,
// the empty sentence or the rows, and Mantine's pagination in Persian digits. The page owns the
// query (usePagedSearch gives it the page number and the settled search text).
import { Center, Group, Loader, Pagination, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toPersianDigits } from '../format/digits.ts';
import { formatNumber } from '../format/number.format.ts';
import { pageCount } from './pager.tsx';

/** One page of records as the paged list routes answer (PageNumber, PageSize, Search). */
export interface PageOf<T> {
  readonly data: readonly T[];
  readonly totalCount: number;
}

export interface PagedSearch {
  readonly search: string;
  /** A new search starts again from the first page. */
  readonly setSearch: (text: string) => void;
  /** The trimmed search text once typing has paused, for the query key. */
  readonly settledSearch: string;
  readonly pageNumber: number;
  readonly setPageNumber: (page: number) => void;
}

export function usePagedSearch(debounceMs = 300): PagedSearch {
  const [search, setSearchText] = useState('');
  const [settledSearch] = useDebouncedValue(search.trim(), debounceMs);
  const [pageNumber, setPageNumber] = useState(1);
  const setSearch = (text: string) => {
    setSearchText(text);
    setPageNumber(1);
  };
  return { search, setSearch, settledSearch, pageNumber, setPageNumber };
}

export interface PagedListTexts {
  readonly search: string;
  readonly total: (count: string) => string;
  readonly empty: string;
  readonly loading: string;
}

export interface PagedListCardProps<T> {
  readonly paging: PagedSearch;
  readonly page: UseQueryResult<PageOf<T>>;
  readonly pageSize: number;
  readonly texts: PagedListTexts;
  /** Prefix of the test ids: `-search`, `-total`, `-empty`, `-page-N`. */
  readonly testId: string;
  readonly children: (rows: readonly T[]) => ReactNode;
}

export function PagedListCard<T>({
  paging,
  page,
  pageSize,
  texts,
  testId,
  children,
}: PagedListCardProps<T>) {
  const total = page.data?.totalCount ?? 0;
  const pages = pageCount(total, pageSize);
  const rows = page.data?.data ?? [];
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="sm">
        <TextInput
          placeholder={texts.search}
          value={paging.search}
          onChange={(event) => paging.setSearch(event.currentTarget.value)}
          w={280}
          data-testid={`${testId}-search`}
        />
        <Text size="sm" c="dimmed" data-testid={`${testId}-total`}>
          {texts.total(formatNumber(total))}
        </Text>
      </Group>
      {page.isPending ? (
        <Center h={120}>
          <Loader aria-label={texts.loading} />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid={`${testId}-empty`}>
          {texts.empty}
        </Text>
      ) : (
        children(rows)
      )}
      {pages > 1 && (
        <Group justify="center" mt="sm">
          <Pagination
            total={pages}
            value={paging.pageNumber}
            onChange={paging.setPageNumber}
            getItemProps={(p) => ({
              children: toPersianDigits(p),
              'data-testid': `${testId}-page-${p}`,
            })}
          />
        </Group>
      )}
    </Paper>
  );
}
