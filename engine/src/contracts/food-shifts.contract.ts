// /api-catalog/catalog/foodshifts: a shift as the back office and the POS read it, and what the
// shift form sends (POST without an id or with the client's own, PUT with the id in the body).
import { z } from 'zod';
import { FoodShiftFields } from '../food-shifts/food-shift.kind.ts';
import { pageOf } from './paging.contract.ts';

export const FoodShiftView = FoodShiftFields.extend({ id: z.string() });
export type FoodShiftView = z.infer<typeof FoodShiftView>;
export const FoodShiftPage = pageOf(FoodShiftView);

const RecordId = z.string().trim().min(1).max(100);

export const CreateFoodShiftRequest = FoodShiftFields.extend({ id: RecordId.optional() });
export type CreateFoodShiftRequest = z.input<typeof CreateFoodShiftRequest>;
export const EditFoodShiftRequest = FoodShiftFields.extend({ id: RecordId });
export type EditFoodShiftRequest = z.input<typeof EditFoodShiftRequest>;
