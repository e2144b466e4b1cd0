// The server's field errors on the station form: an unknown printer or category comes back as
// `printerIds.1` / `categoryIds.0`, and the form shows it on the multi-select that sent it.
import type { UseFormReturnType } from '@mantine/form';
import { fieldErrorsOf } from '@sofre/web-shared';

export function showListErrors<T>(
  form: UseFormReturnType<T>,
  error: unknown,
  lists: readonly string[],
): void {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const list = lists.find((l) => field === l || field.startsWith(`${l}.`));
    errors[list ?? field] ??= message;
  }
  form.setErrors(errors);
}
