// The discount code form in a modal. Its fields follow the type: a percent and a cap for
// PERCENTAGE, an amount for MONEY, gifts from the menu for FREEITEM, nothing more for
// FREESHIPPING; then the expiry (Jalali), the usage limits and the active switch. The server
// judges the rest (a code taken, a percent out of range, an expiry in the past) and its field
// errors appear beside the fields (spec §5).
import { SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput, Input } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DiscountCodeType } from '@sofre/engine';
import type { DiscountCodeView } from '@sofre/engine/contracts';
import {
  DigitInput,
  FormActions,
  saveForm,
  toPersianDigits,
  useCurrencyUnit,
} from '@sofre/web-shared';
import { useSaveDiscountCode } from './discount-codes.api.ts';
import { discountMessages } from './discount-codes.messages.ts';
import {
  emptyDiscountForm,
  formOf,
  requestOf,
  type DiscountFormValues,
} from './discount-form.values.ts';
import { ExpiryField } from './expiry.field.tsx';
import { FreeItemsField } from './free-items.field.tsx';
import { MoneyField } from './money.field.tsx';

const text = discountMessages.form;
const TYPES: DiscountCodeType[] = ['PERCENTAGE', 'MONEY', 'FREESHIPPING', 'FREEITEM'];

export function DiscountCodeForm({
  code,
  onDone,
}: {
  code?: DiscountCodeView;
  onDone: () => void;
}) {
  const unit = useCurrencyUnit();
  const save = useSaveDiscountCode();
  const form = useForm<DiscountFormValues>({
    initialValues: code ? formOf(code, unit) : emptyDiscountForm(),
    validate: {
      code: (v) => (v.trim() ? null : text.codeRequired),
      expiration: (v) => (v ? null : text.expirationRequired),
    },
  });
  const { type } = form.values;
  const submit = form.onSubmit(async (values) => {
    const fields = requestOf(values, unit);
    // The refusal names a gift by its place in the list (freeItems.1.id); the form has one field.
    await saveForm(form, () => save.mutateAsync({ id: code?.id, fields }), {
      saved: discountMessages.saved,
      onDone,
      idLists: ['freeItems'],
    });
  });
  const number = (field: 'value' | 'usageLimitPerUser' | 'usageLimit') => ({
    value: form.values[field],
    onValue: (v: number | undefined) => form.setFieldValue(field, v),
    error: form.errors[field],
  });
  return (
    <form onSubmit={submit} noValidate data-testid="discount-form">
      <Stack gap="sm">
        <TextInput
          label={text.code}
          description={text.codeHint}
          withAsterisk
          dir="ltr"
          maw={280}
          data-testid="discount-code"
          {...form.getInputProps('code')}
        />
        <Input.Wrapper label={text.type} withAsterisk>
          <SegmentedControl
            fullWidth
            mt={4}
            data={TYPES.map((t) => ({ value: t, label: discountMessages.types[t] }))}
            value={type}
            onChange={(next) => {
              form.setValues({ type: next as DiscountCodeType, value: undefined, cap: undefined });
              form.clearErrors();
            }}
            data-testid="discount-type"
          />
        </Input.Wrapper>
        {type === 'PERCENTAGE' && (
          <SimpleGrid cols={2}>
            <DigitInput
              label={text.percent}
              withAsterisk
              rightSection="٪"
              data-testid="discount-value"
              {...number('value')}
            />
            <MoneyField
              label={text.cap}
              description={text.capHint}
              withAsterisk
              data-testid="discount-cap"
              value={form.values.cap}
              onValue={(v) => form.setFieldValue('cap', v)}
              error={form.errors.cap}
            />
          </SimpleGrid>
        )}
        {type === 'MONEY' && (
          <MoneyField
            label={text.amount}
            withAsterisk
            maw={280}
            data-testid="discount-value"
            {...number('value')}
          />
        )}
        {type === 'FREESHIPPING' && (
          <Text size="sm" c="dimmed">
            {text.freeShippingHint}
          </Text>
        )}
        {type === 'FREEITEM' && (
          <FreeItemsField
            value={form.values.freeItems}
            onChange={(ids) => form.setFieldValue('freeItems', ids)}
            error={form.errors.freeItems as string | undefined}
          />
        )}
        <ExpiryField
          value={form.values.expiration}
          onChange={(instant) => form.setFieldValue('expiration', instant)}
          error={form.errors.expiration as string | undefined}
        />
        <SimpleGrid cols={2}>
          <DigitInput
            label={text.perUser}
            description={text.unlimited}
            data-testid="discount-per-user"
            {...number('usageLimitPerUser')}
          />
          <DigitInput
            label={text.total}
            description={text.unlimited}
            data-testid="discount-total-limit"
            {...number('usageLimit')}
          />
        </SimpleGrid>
        <Switch
          label={text.active}
          description={text.activeHint}
          data-testid="discount-active"
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        {code && code.vendorDeal !== 100 && (
          <Text size="sm" c="dimmed">
            {text.vendorDeal(toPersianDigits(code.vendorDeal))}
          </Text>
        )}
        <FormActions onCancel={onDone} saving={save.isPending} saveTestId="discount-save" />
      </Stack>
    </form>
  );
}
