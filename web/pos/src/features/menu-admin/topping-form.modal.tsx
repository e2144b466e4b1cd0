// Add a topping to a category, or edit one: title, price in the vendor's unit (empty = free) and
// whether it is in stock.
import { Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ToppingAdminView } from '@sofre/engine/contracts';
import { FormActions, newId, saveForm, useCurrencyUnit } from '@sofre/web-shared';
import { menuAdminMessages } from './menu-admin.messages.ts';
import { MoneyInput } from '../../back-office-ui/money-input.tsx';
import {
  formToCreateTopping,
  formToUpdateTopping,
  toppingToForm,
  type ToppingFormValues,
} from './topping-forms.values.ts';
import { createTopping, updateTopping } from './toppings.api.ts';
import { useMenuWrite } from './use-menu-write.ts';

const text = menuAdminMessages.toppings;

/** A new topping in a category, or one being edited. */
export type ToppingEditing =
  | { readonly kind: 'new'; readonly toppingCategoryId: string }
  | { readonly kind: 'edit'; readonly topping: ToppingAdminView };

export function ToppingFormModal({
  editing,
  onClose,
}: {
  editing: ToppingEditing | undefined;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={editing !== undefined}
      onClose={onClose}
      title={editing?.kind === 'edit' ? text.editTopping : text.newTopping}
      centered
    >
      {editing && (
        <ToppingForm
          key={editing.kind === 'edit' ? editing.topping.id : editing.toppingCategoryId}
          editing={editing}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ToppingForm({ editing, onClose }: { editing: ToppingEditing; onClose: () => void }) {
  const unit = useCurrencyUnit();
  const topping = editing.kind === 'edit' ? editing.topping : undefined;
  const form = useForm<ToppingFormValues>({
    initialValues: toppingToForm(topping, unit),
    validate: { title: (v) => (v.trim() ? null : menuAdminMessages.required) },
  });
  const save = useMenuWrite((values: ToppingFormValues) =>
    editing.kind === 'edit'
      ? updateTopping(formToUpdateTopping(editing.topping.id, values, unit))
      : createTopping(formToCreateTopping(values, unit, editing.toppingCategoryId, newId())),
  );
  const submit = form.onSubmit((values) =>
    saveForm(form, () => save.mutateAsync(values), {
      saved: menuAdminMessages.saved,
      onDone: onClose,
    }),
  );
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={text.toppingTitle}
          data-autofocus
          data-testid="topping-title"
          {...form.getInputProps('title')}
        />
        <MoneyInput
          label={text.price}
          placeholder={text.free}
          value={form.values.price}
          onValue={(v) => form.setFieldValue('price', v)}
          error={form.errors.price}
          data-testid="topping-price"
        />
        <Switch
          label={text.available}
          data-testid="topping-available"
          {...form.getInputProps('available', { type: 'checkbox' })}
        />
        <FormActions onCancel={onClose} saving={save.isPending} saveTestId="topping-save" />
      </Stack>
    </form>
  );
}
