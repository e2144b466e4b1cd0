// What every record form does on submit: save, say so, close; on a refusal put the server's field
// errors beside the fields (spec §5) — the query client has already toasted the refusal itself.
import type { UseFormReturnType } from '@mantine/form';
import { notifySuccess } from '../api/notify.ts';
import { showServerErrors, type FieldErrorOptions } from './server-errors.ts';

export interface SaveFormOptions extends FieldErrorOptions {
  readonly saved: string;
  readonly onDone: () => void;
}

export async function saveForm<V>(
  form: UseFormReturnType<V>,
  save: () => Promise<unknown>,
  { saved, onDone, ...fieldErrors }: SaveFormOptions,
): Promise<boolean> {
  try {
    await save();
    notifySuccess(saved);
    onDone();
    return true;
  } catch (error) {
    showServerErrors(form, error, fieldErrors);
    return false;
  }
}
