// The salon table, picked from the floor (table.picker.tsx), and the number of guests, typed in
// any digits and shown in Persian ones; a refusal from the server shows under the field.
import { DigitInput, isApiError } from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import { TablePicker } from './table.picker.tsx';
import type { PosDraftHandle } from './use-pos-draft.ts';

const text = posMessages.options;

export function TableFields({ draft }: { draft: PosDraftHandle }) {
  const { context } = draft.snapshot;
  const values = context.draft;
  const failure = isApiError(context.error) ? context.error : undefined;
  return (
    <>
      <TablePicker
        label={text.tableNumber}
        tableNumber={values.tableNumber}
        onPick={(tableNumber) => draft.edit({ type: 'setTable', tableNumber })}
        error={failure?.fieldMessage('tableNumber')}
        disabled={values.deliveryType !== 'SERVE'}
      />
      <DigitInput
        data-testid="number-of-customers"
        label={text.customers}
        size="xs"
        value={values.numberOfCustomer || undefined}
        onValue={(count) => draft.edit({ type: 'setNumberOfCustomers', count: count ?? 0 })}
        error={failure?.fieldMessage('numberOfCustomers')}
      />
    </>
  );
}
