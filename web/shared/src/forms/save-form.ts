// What every record form does on submit: save, say so, close; on a refusal put the server's field
// errors beside the fields (spec §5) — the query client has already toasted the refusal itself.
import type { UseFormReturnType } from '@mantine/form';
import { notifySuccess } from '../api/notify.ts';
import { showServerErrors } from './server-errors.ts';

export async function saveForm<V>(
  form: UseFormReturnType<V>,
  save: () => Promise<unknown>,
  { saved, onDone }: { readonly saved: string; readonly onDone: () => void },
): Promise<boolean> {
  try {
    await save();
    notifySuccess(saved);
    onDone();
    return true;
  } catch (error) {
    showServerErrors(form, error);
    return false;
  }
}
