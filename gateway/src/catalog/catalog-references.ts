// Food shifts are records of their own kind (engine food-shifts), not part of the catalog stream,
// so the catalog decider cannot see them: the routes check the ids a body names against the read
// side before the command (a shift removed in between is simply ignored by sells-now).
import { DomainError, errorMessages } from '@sofre/engine';
import type { FieldError } from '@sofre/engine';
import type { ReadSide } from '../platform/read-side.port.ts';
import { shiftsOf } from './catalog-now.ts';

export async function checkFoodShifts(
  readSide: ReadSide,
  vendorId: string,
  foodShiftIds: readonly string[] | undefined,
): Promise<void> {
  if (!foodShiftIds?.length) return;
  const shifts = await shiftsOf(readSide, vendorId);
  const errors: FieldError[] = foodShiftIds.flatMap((id, i) =>
    shifts.has(id)
      ? []
      : [
          {
            field: `foodShiftIds[${i}]`,
            code: 'FOOD_SHIFT_UNKNOWN',
            message: errorMessages.FOOD_SHIFT_UNKNOWN,
          },
        ],
  );
  if (errors.length > 0) throw new DomainError('FOOD_SHIFT_UNKNOWN', errors);
}
