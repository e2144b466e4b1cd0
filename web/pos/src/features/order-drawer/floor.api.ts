// The floor for moving an order: every table (GET /api/diningtable/alltables), with the orders
// open at each (openOrderIds: the salon orders open at it).
import { DiningTableView } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

export const useFloorTables = (enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'floor'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/api/diningtable/alltables',
        response: z.array(DiningTableView),
        signal,
      }),
  });
