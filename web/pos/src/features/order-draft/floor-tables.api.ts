// The floor the POS picks a table from: every table (GET /api/diningtable/alltables) with the
// orders open at it now. Read again each time the picker opens, and whenever a table changes
// (records:dining-table), so a table taken a minute ago shows as taken.
import { DiningTableView } from '@sofre/engine/contracts';
import { apiRequest, useLiveInvalidation } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

const floorKey = ['pos', 'floor-tables'] as const;

export function useFloorTables() {
  useLiveInvalidation('records:dining-table', floorKey);
  return useQuery({
    queryKey: floorKey,
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/api/diningtable/alltables',
        response: z.array(DiningTableView),
        signal,
      }),
  });
}
