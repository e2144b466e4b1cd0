// The tables screen's calls (one module, one key prefix): the floor, every table, the paged
// management list, the categories and the reservations; creating and editing tables and
// categories, reserving and freeing. Everything under ['dining-tables'] is read again when the
// live topics `records:dining-table` or `records:dining-table-category` say a table or category
// changed (another cashier reserved one, a manager renamed a category).
import {
  DiningTableCategoryView,
  DiningTableView,
  FloorCategory,
  pageOf,
  TableReservationView,
  type DiningTableCategoryInput,
  type DiningTableInput,
  type PatchDiningTableCategoryRequest,
  type ReserveTableRequest,
} from '@sofre/engine/contracts';
import { apiRequest, newId, useLiveInvalidation } from '@sofre/web-shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

const TABLES = '/api/diningtable';
const CATEGORIES = '/api/diningtablecategories';
export const tablesKey = ['dining-tables'] as const;

/** Follows both live topics; call once on the screen. */
export function useTablesLive() {
  useLiveInvalidation('records:dining-table', tablesKey);
  useLiveInvalidation('records:dining-table-category', tablesKey);
}

export const useFloor = () =>
  useQuery({
    queryKey: [...tablesKey, 'floor'],
    queryFn: ({ signal }) =>
      apiRequest({ path: `${TABLES}/tables`, response: z.array(FloorCategory), signal }),
  });

export const useAllTables = () =>
  useQuery({
    queryKey: [...tablesKey, 'all'],
    queryFn: ({ signal }) =>
      apiRequest({ path: `${TABLES}/alltables`, response: z.array(DiningTableView), signal }),
  });

export const useReservations = () =>
  useQuery({
    queryKey: [...tablesKey, 'reserves'],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${TABLES}/reserves`,
        response: z.array(TableReservationView),
        signal,
      }),
  });

export interface TablePageQuery {
  readonly pageNumber: number;
  readonly search: string;
  readonly categoryId: string | null;
}

export const useTablePage = ({ pageNumber, search, categoryId }: TablePageQuery) =>
  useQuery({
    queryKey: [...tablesKey, 'page', pageNumber, search, categoryId],
    queryFn: ({ signal }) =>
      apiRequest({
        path: TABLES,
        query: {
          PageNumber: pageNumber,
          PageSize: 10,
          Search: search || undefined,
          categoryId: categoryId ?? undefined,
        },
        response: pageOf(DiningTableView),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useTableCategories = () =>
  useQuery({
    queryKey: [...tablesKey, 'categories'],
    queryFn: ({ signal }) =>
      apiRequest({ path: CATEGORIES, response: z.array(DiningTableCategoryView), signal }),
  });

/** A mutation that refreshes everything the screen shows once it is done, whatever its outcome. */
function useTablesMutation<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tablesKey }),
  });
}

export interface SaveTable {
  /** Absent for a new table. */
  readonly id?: string;
  readonly fields: DiningTableInput;
}

export const useSaveTable = () =>
  useTablesMutation(({ id, fields }: SaveTable) =>
    apiRequest({
      method: id ? 'PUT' : 'POST',
      path: TABLES,
      // A new table carries the client's id: a retried create makes one table.
      body: { id: id ?? newId(), ...fields },
      response: DiningTableView,
    }),
  );

export const useReserveTable = () =>
  useTablesMutation((body: ReserveTableRequest) =>
    apiRequest({ method: 'PATCH', path: `${TABLES}/reserves`, body, response: DiningTableView }),
  );

export const useFreeTable = () =>
  useTablesMutation((tableId: string) =>
    apiRequest({
      method: 'PUT',
      path: `${TABLES}/reserves/free`,
      body: { tableId },
      response: DiningTableView,
    }),
  );

export interface SaveCategory {
  readonly id?: string;
  readonly fields: DiningTableCategoryInput;
}

export const useSaveCategory = () =>
  useTablesMutation(({ id, fields }: SaveCategory) =>
    apiRequest({
      method: id ? 'PUT' : 'POST',
      path: CATEGORIES,
      body: { id: id ?? newId(), ...fields },
      response: DiningTableCategoryView,
    }),
  );

export const patchCategory = (id: string, changes: PatchDiningTableCategoryRequest) =>
  apiRequest({
    method: 'PATCH',
    path: CATEGORIES,
    query: { id },
    body: changes,
    response: DiningTableCategoryView,
  });

/** Several category patches in a row (a reorder renumbers the ones that moved). */
export const usePatchCategories = () =>
  useTablesMutation(
    async (patches: readonly { id: string; changes: PatchDiningTableCategoryRequest }[]) => {
      for (const { id, changes } of patches) await patchCategory(id, changes);
    },
  );
