// The salon table and the number of guests, typed in any digits and shown in Persian ones; a
// refusal from the server shows under the field.
import { TextInput } from '@mantine/core';
import { DigitInput, isApiError, normalizeDigits, toPersianDigits } from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import type { PosDraftHandle } from './use-pos-draft.ts';

const text = posMessages.options;

export function TableFields({ draft }: { draft: PosDraftHandle }) {
  const { context } = draft.snapshot;
  const values = context.draft;
  const failure = isApiError(context.error) ? context.error : undefined;
  return (
    <>
      <TextInput
        data-testid="table-number"
        label={text.tableNumber}
        size="xs"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        value={toPersianDigits(values.tableNumber ?? '')}
        onChange={(e) => {
          const table = normalizeDigits(e.currentTarget.value).trim();
          draft.edit({ type: 'setTable', tableNumber: table === '' ? null : table });
        }}
        error={failure?.fieldMessage('tableNumber')}
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
