// The order's options: table, guests, delivery type, payment, discount, note for the kitchen.
// Server field errors (spec §5) are shown beside the field they belong to.
import { Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DeliveryType, PaymentMethod } from '@sofre/engine';
import {
  DigitInput,
  deliveryTypeLabels,
  isApiError,
  normalizeDigits,
  paymentMethodLabels,
  toPersianDigits,
} from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import { DiscountField } from './discount.field.tsx';
import type { PosDraftHandle } from './use-pos-draft.ts';

const text = posMessages.options;

/** Salon first: the POS default (spec §9). */
const DELIVERY_TYPES: readonly DeliveryType[] = ['SERVE', 'PICKUP', 'DELIVER', 'ZFEXPRESS'];
/** What a cashier takes at the counter; ONLINE and FOODRO come from the site and the marketplace. */
const POS_PAYMENTS: readonly PaymentMethod[] = ['CARD', 'CASH', 'CREDIT', 'UNPAID', 'MULTI'];

export function DraftOptionsForm({ draft }: { draft: PosDraftHandle }) {
  const { context } = draft.snapshot;
  const values = context.draft;
  const failure = isApiError(context.error) ? context.error : undefined;
  const fieldError = (field: string) => failure?.fieldMessage(field);

  return (
    <Stack gap="sm">
      <Group grow gap="sm" align="flex-start">
        <TextInput
          data-testid="table-number"
          label={text.tableNumber}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={toPersianDigits(values.tableNumber ?? '')}
          onChange={(e) => {
            const table = normalizeDigits(e.currentTarget.value).trim();
            draft.edit({ type: 'setTable', tableNumber: table === '' ? null : table });
          }}
          error={fieldError('tableNumber')}
        />
        <DigitInput
          data-testid="number-of-customers"
          label={text.customers}
          value={values.numberOfCustomer || undefined}
          onValue={(count) => draft.edit({ type: 'setNumberOfCustomers', count: count ?? 0 })}
          error={fieldError('numberOfCustomers')}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {text.deliveryType}
        </Text>
        <SegmentedControl
          data-testid="delivery-type"
          fullWidth
          size="xs"
          value={values.deliveryType}
          onChange={(value) =>
            draft.edit({ type: 'setDeliveryType', deliveryType: DeliveryType.parse(value) })
          }
          data={DELIVERY_TYPES.map((value) => ({ value, label: deliveryTypeLabels[value] }))}
        />
        {fieldError('deliveryType') && (
          <Text size="xs" c="red">
            {fieldError('deliveryType')}
          </Text>
        )}
      </Stack>
      <Select
        data-testid="payment-type"
        label={text.paymentType}
        allowDeselect={false}
        value={values.paymentType}
        onChange={(value) =>
          value && draft.edit({ type: 'setPaymentType', paymentType: PaymentMethod.parse(value) })
        }
        data={POS_PAYMENTS.map((value) => ({ value, label: paymentMethodLabels[value] }))}
        error={fieldError('paymentMethod')}
      />
      <DiscountField draft={draft} error={fieldError('discount')} />
      <Textarea
        data-testid="order-description"
        label={text.description}
        placeholder={text.descriptionPlaceholder}
        autosize
        minRows={1}
        maxRows={3}
        maxLength={1000}
        value={values.description}
        onChange={(e) => draft.edit({ type: 'setDescription', text: e.currentTarget.value })}
        error={fieldError('description')}
      />
    </Stack>
  );
}
