// The food shifts screen's calls (/api-catalog/catalog/foodshifts): a page of shifts searched by
// title, save (POST with the client's id, or PUT with the id in the body) and remove. Every query
// of the screen sits under one key, refreshed after a change and when `records:food-shift` says
// another manager changed one.
import { FoodShiftPage, FoodShiftView, type CreateFoodShiftRequest } from '@sofre/engine/contracts';
import { apiRequest, newId, useLiveInvalidation } from '@sofre/web-shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

const FOOD_SHIFTS = '/api-catalog/catalog/foodshifts';
export const foodShiftsKey = ['food-shifts'] as const;
export const PAGE_SIZE = 10;

export function useFoodShiftPage(pageNumber: number, search: string) {
  useLiveInvalidation('records:food-shift', foodShiftsKey);
  return useQuery({
    queryKey: [...foodShiftsKey, 'page', pageNumber, search],
    queryFn: ({ signal }) =>
      apiRequest({
        path: FOOD_SHIFTS,
        query: { PageNumber: pageNumber, PageSize: PAGE_SIZE, Search: search || undefined },
        response: FoodShiftPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type FoodShiftFieldsInput = Omit<CreateFoodShiftRequest, 'id'>;

const saveShift = ({ id, fields }: { id?: string; fields: FoodShiftFieldsInput }) =>
  apiRequest({
    method: id ? 'PUT' : 'POST',
    path: FOOD_SHIFTS,
    // A new shift carries the client's id: a create sent twice makes one shift.
    body: { id: id ?? newId(), ...fields },
    response: FoodShiftView,
  });

const removeShift = (id: string) =>
  apiRequest({
    method: 'DELETE',
    path: `${FOOD_SHIFTS}/${encodeURIComponent(id)}`,
    response: z.unknown(),
  });

function useShiftMutation<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: foodShiftsKey }),
  });
}

export const useSaveFoodShift = () => useShiftMutation(saveShift);
export const useRemoveFoodShift = () => useShiftMutation(removeShift);
