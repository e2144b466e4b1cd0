// Server field errors beside the form's fields (spec §5): a refusal's `errors` array keyed by the
// field path the gateway names ('price', 'toppings.0.price', 'foodShiftIds[1]'), read in the form's
// terms — dotted list entries, and an entry of a list of ids shown on its one multi-select. Errors
// on fields the form does not show stay in the toast only.
import type { UseFormReturnType } from '@mantine/form';
import { toApiError } from '../api/api-error.ts';

export interface FieldErrorOptions {
  /** Lists of ids edited by one multi-select: `printerIds.1`'s error is shown on `printerIds`. */
  readonly idLists?: readonly string[];
}

/** One field path as the form names it: `body.toppings[0].price` → `toppings.0.price`. */
export function formFieldOf(field: string, { idLists = [] }: FieldErrorOptions = {}): string {
  const dotted = field.replace(/^body\./, '').replace(/\[(\d+)\]/g, '.$1');
  return idLists.find((l) => dotted === l || dotted.startsWith(`${l}.`)) ?? dotted;
}

/** The refusal's field errors by the form's field names, the first message of each winning. */
export function fieldErrorsOf(error: unknown, options?: FieldErrorOptions): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const e of toApiError(error).fieldErrors)
    errors[formFieldOf(e.field, options)] ??= e.message;
  return errors;
}

/** Shows the refusal's field errors on the form; true when at least one was shown. */
export function showServerErrors<T>(
  form: UseFormReturnType<T>,
  error: unknown,
  options?: FieldErrorOptions,
): boolean {
  const errors = fieldErrorsOf(error, options);
  form.setErrors(errors);
  return Object.keys(errors).length > 0;
}
