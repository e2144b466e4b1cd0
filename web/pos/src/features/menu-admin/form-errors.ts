// The server's field errors (spec §5) on a @mantine/form form. The gateway names list entries
// `foodShiftIds[1]` or `toppings[0].price`; the form keeps `toppings.0.price`, and a list of ids
// (one multi-select) shows its entries' errors on the select itself.
import type { UseFormReturnType } from '@mantine/form';
import { fieldErrorsOf } from '@sofre/web-shared';

export function formErrorsOf(
  error: unknown,
  idLists: readonly string[] = [],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const dotted = field.replace(/\[(\d+)\]/g, '.$1');
    const list = idLists.find((l) => dotted === l || dotted.startsWith(`${l}.`));
    errors[list ?? dotted] ??= message;
  }
  return errors;
}

/** Shows them beside the fields; true when at least one was shown. */
export function showFormErrors<T>(
  form: UseFormReturnType<T>,
  error: unknown,
  idLists: readonly string[] = [],
): boolean {
  const errors = formErrorsOf(error, idLists);
  form.setErrors(errors);
  return Object.keys(errors).length > 0;
}
