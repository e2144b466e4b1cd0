// How the order is paid: what a cashier takes at the counter (ONLINE and FOODRO come from the site
// and the marketplace). Beside the submit button, with the cash handed over when it is CASH.
import { Select } from '@mantine/core';
import { PaymentMethod } from '@sofre/engine';
import { isApiError, paymentMethodLabels } from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import type { PosDraftHandle } from './use-pos-draft.ts';

const POS_PAYMENTS: readonly PaymentMethod[] = ['CARD', 'CASH', 'CREDIT', 'UNPAID', 'MULTI'];

export function PaymentField({ draft }: { draft: PosDraftHandle }) {
  const { context } = draft.snapshot;
  const failure = isApiError(context.error) ? context.error : undefined;
  return (
    <Select
      data-testid="payment-type"
      label={posMessages.options.paymentType}
      size="xs"
      allowDeselect={false}
      value={context.draft.paymentType}
      onChange={(value) =>
        value && draft.edit({ type: 'setPaymentType', paymentType: PaymentMethod.parse(value) })
      }
      data={POS_PAYMENTS.map((value) => ({ value, label: paymentMethodLabels[value] }))}
      error={failure?.fieldMessage('paymentMethod')}
    />
  );
}
