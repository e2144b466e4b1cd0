// GET /api-catalog/catalog/foodshifts/list: every food shift, the item form's choices.
import { FoodShiftView } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { menuAdminKeys } from './menu-admin.keys.ts';

export const listFoodShifts = (signal?: AbortSignal) =>
  apiRequest({
    path: '/api-catalog/catalog/foodshifts/list',
    response: z.array(FoodShiftView),
    signal,
  });

export const useFoodShifts = () =>
  useQuery({ queryKey: menuAdminKeys.foodShifts, queryFn: ({ signal }) => listFoodShifts(signal) });
