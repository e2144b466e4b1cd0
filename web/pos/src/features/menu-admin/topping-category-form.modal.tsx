// Create or edit a topping category. A new one is created with its first toppings (rows of title
// and price); an existing one edits its title and how many toppings a line must / may carry.
// Field errors from the server (maxChoices above the toppings, toppings.0.price …) show on the row.
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ToppingCategoryAdminView } from '@sofre/engine/contracts';
import {
  DigitInput,
  FormActions,
  newId,
  RecordFormModal,
  saveForm,
  useCurrencyUnit,
  type Editing,
} from '@sofre/web-shared';
import { menuAdminMessages } from './menu-admin.messages.ts';
import { MoneyInput } from '../../back-office-ui/money-input.tsx';
import {
  formToCreateToppingCategory,
  formToUpdateToppingCategory,
  newToppingRow,
  toppingCategoryToForm,
  type ToppingCategoryFormValues,
} from './topping-forms.values.ts';
import { createToppingCategory, updateToppingCategory } from './toppings.api.ts';
import { useMenuWrite } from './use-menu-write.ts';

const text = menuAdminMessages.toppings;

export interface ToppingCategoryFormModalProps {
  readonly editing: Editing<ToppingCategoryAdminView>;
  readonly onClose: () => void;
}

export function ToppingCategoryFormModal({ editing, onClose }: ToppingCategoryFormModalProps) {
  return (
    <RecordFormModal
      editing={editing}
      onClose={onClose}
      titles={{ new: text.newCategory, edit: text.editCategory }}
      size="lg"
    >
      {(category, done) => <ToppingCategoryForm category={category} onDone={done} />}
    </RecordFormModal>
  );
}

function ToppingCategoryForm({
  category,
  onDone,
}: {
  category: ToppingCategoryAdminView | undefined;
  onDone: () => void;
}) {
  const unit = useCurrencyUnit();
  const form = useForm<ToppingCategoryFormValues>({
    initialValues: toppingCategoryToForm(category, newId()),
    validate: {
      title: (v) => (v.trim() ? null : menuAdminMessages.required),
      maxChoices: (v) => (v === undefined ? menuAdminMessages.required : null),
      toppings: { title: (v) => (v.trim() ? null : menuAdminMessages.required) },
    },
  });
  const save = useMenuWrite((values: ToppingCategoryFormValues) =>
    category
      ? updateToppingCategory(formToUpdateToppingCategory(category.id, values))
      : createToppingCategory(formToCreateToppingCategory(values, unit, newId())),
  );
  const submit = form.onSubmit((values) =>
    saveForm(form, () => save.mutateAsync(values), { saved: menuAdminMessages.saved, onDone }),
  );
  const count = (field: 'minChoices' | 'maxChoices') => ({
    label: text[field],
    value: form.values[field],
    onValue: (v: number | undefined) => form.setFieldValue(field, v),
    error: form.errors[field],
    'data-testid': `topping-category-${field}`,
  });

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={text.categoryTitle}
          data-autofocus
          data-testid="topping-category-title"
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <DigitInput {...count('minChoices')} />
          <DigitInput {...count('maxChoices')} />
        </SimpleGrid>
        {!category && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {text.toppingsOfCategory}
            </Text>
            {form.errors.toppings && (
              <Text size="xs" c="red">
                {form.errors.toppings}
              </Text>
            )}
            {form.values.toppings.map((row, index) => (
              <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  placeholder={text.toppingTitle}
                  aria-label={text.toppingTitle}
                  style={{ flex: 2 }}
                  data-testid={`new-topping-title-${index}`}
                  {...form.getInputProps(`toppings.${index}.title`)}
                />
                <MoneyInput
                  placeholder={text.free}
                  aria-label={text.price}
                  style={{ flex: 1 }}
                  value={row.price}
                  onValue={(v) => form.setFieldValue(`toppings.${index}.price`, v)}
                  error={form.errors[`toppings.${index}.price`]}
                  data-testid={`new-topping-price-${index}`}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={6}
                  aria-label={text.removeRow}
                  disabled={form.values.toppings.length === 1}
                  onClick={() => form.removeListItem('toppings', index)}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="light"
              size="xs"
              w="fit-content"
              data-testid="new-topping-add-row"
              onClick={() => form.insertListItem('toppings', newToppingRow(newId()))}
            >
              {text.addRow}
            </Button>
          </Stack>
        )}
        <FormActions onCancel={onDone} saving={save.isPending} saveTestId="topping-category-save" />
      </Stack>
    </form>
  );
}
