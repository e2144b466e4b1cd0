// Create or edit a topping category. A new one is created with its first toppings (rows of title
// and price); an existing one edits its title and how many toppings a line must / may carry.
// Field errors from the server (maxChoices above the toppings, toppings.0.price …) show on the row.
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ToppingCategoryAdminView } from '@sofre/engine/contracts';
import { DigitInput, newId, notifySuccess, useCurrencyUnit } from '@sofre/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showFormErrors } from './form-errors.ts';
import { wholeMenu } from './menu-admin.keys.ts';
import { menuAdminMessages } from './menu-admin.messages.ts';
import { MoneyInput } from './money-input.tsx';
import {
  formToCreateToppingCategory,
  formToUpdateToppingCategory,
  newToppingRow,
  toppingCategoryToForm,
  type ToppingCategoryFormValues,
} from './topping-forms.values.ts';
import { createToppingCategory, updateToppingCategory } from './toppings.api.ts';

const text = menuAdminMessages.toppings;

export interface ToppingCategoryFormModalProps {
  readonly editing: ToppingCategoryAdminView | 'new' | undefined;
  readonly onClose: () => void;
}

export function ToppingCategoryFormModal({ editing, onClose }: ToppingCategoryFormModalProps) {
  return (
    <Modal
      opened={editing !== undefined}
      onClose={onClose}
      title={editing === 'new' ? text.newCategory : text.editCategory}
      size="lg"
      centered
    >
      {editing && (
        <ToppingCategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? undefined : editing}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ToppingCategoryForm({
  category,
  onClose,
}: {
  category: ToppingCategoryAdminView | undefined;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const unit = useCurrencyUnit();
  const form = useForm<ToppingCategoryFormValues>({
    initialValues: toppingCategoryToForm(category, newId()),
    validate: {
      title: (v) => (v.trim() ? null : menuAdminMessages.required),
      maxChoices: (v) => (v === undefined ? menuAdminMessages.required : null),
      toppings: { title: (v) => (v.trim() ? null : menuAdminMessages.required) },
    },
  });
  const save = useMutation({
    mutationFn: (values: ToppingCategoryFormValues) =>
      category
        ? updateToppingCategory(formToUpdateToppingCategory(category.id, values))
        : createToppingCategory(formToCreateToppingCategory(values, unit, newId())),
    onSuccess: () => {
      notifySuccess(menuAdminMessages.saved);
      void client.invalidateQueries({ queryKey: wholeMenu });
      onClose();
    },
    onError: (error) => showFormErrors(form, error),
  });
  const count = (field: 'minChoices' | 'maxChoices') => ({
    label: text[field],
    value: form.values[field],
    onValue: (v: number | undefined) => form.setFieldValue(field, v),
    error: form.errors[field],
    'data-testid': `topping-category-${field}`,
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
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
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {menuAdminMessages.cancel}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="topping-category-save">
            {menuAdminMessages.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
