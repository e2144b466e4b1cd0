// The order's details: delivery type, the note for the kitchen with the manager's ready-made ORDER
// notes (first: the field a cashier fills most, in sight at 1366×768 without scrolling), the
// customer (and a courier's address), discount and tip. The table, the guests and the payment
// are beside the submit button (table.fields.tsx, payment.field.tsx), always in sight.
// Server field errors (spec §5) are shown beside the field they belong to.
import { SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { DeliveryType } from '@sofre/engine';
import { deliveryTypeLabels, isApiError } from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import { CustomerSection } from './customer.section.tsx';
import { DiscountField } from './discount.field.tsx';
import { QuickNoteChips } from './quick-notes.chips.tsx';
import { TipField } from './tip.field.tsx';
import type { PosDraftHandle } from './use-pos-draft.ts';

const text = posMessages.options;

/** Salon first: the POS default (spec §9). */
const DELIVERY_TYPES: readonly DeliveryType[] = ['SERVE', 'PICKUP', 'DELIVER', 'ZFEXPRESS'];

export interface DraftOptionsFormProps {
  readonly draft: PosDraftHandle;
  /** Opened for the customer: the keyboard goes to the customer search. */
  readonly focusCustomer?: boolean;
}

export function DraftOptionsForm({ draft, focusCustomer }: DraftOptionsFormProps) {
  const { context } = draft.snapshot;
  const values = context.draft;
  const failure = isApiError(context.error) ? context.error : undefined;
  const fieldError = (field: string) => failure?.fieldMessage(field);

  return (
    <Stack gap="sm">
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
      <QuickNoteChips
        target="ORDER"
        label={text.quickNotes}
        text={values.description}
        onChange={(description) => draft.edit({ type: 'setDescription', text: description })}
      />
      <CustomerSection draft={draft} autoFocus={focusCustomer} />
      <DiscountField draft={draft} error={fieldError('discount')} />
      <TipField draft={draft} error={fieldError('tip')} />
    </Stack>
  );
}
