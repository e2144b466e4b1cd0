// Server field errors beside the form's fields (spec §5): a refusal's `errors` array keyed by the
// field path the gateway names ('price', 'toppings.0.price'). Errors on fields the form does not
// show stay in the toast only.
import type { UseFormReturnType } from '@mantine/form';
import { toApiError } from '../api/api-error.ts';

export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const e of toApiError(error).fieldErrors) {
    const path = e.field.replace(/^body\./, '');
    errors[path] ??= e.message;
  }
  return errors;
}

/** Shows the refusal's field errors on the form; true when at least one was shown. */
export function showServerErrors<T>(form: UseFormReturnType<T>, error: unknown): boolean {
  const errors = fieldErrorsOf(error);
  form.setErrors(errors);
  return Object.keys(errors).length > 0;
}
