// Create or rename a table category; a title another category has comes back beside the field.
import { Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DiningTableCategoryView } from '@sofre/engine/contracts';
import { FormActions, RecordFormModal, saveForm, type Editing } from '@sofre/web-shared';
import { useSaveCategory } from './dining-tables.api.ts';
import { tableMessages as m } from './dining-tables.messages.ts';

export interface CategoryFormProps {
  /** The category being edited, 'new' for a new one; closed when undefined. */
  readonly editing: Editing<DiningTableCategoryView>;
  /** Where a new category goes: after the last. */
  readonly nextSortOrder: number;
  readonly onClose: () => void;
}

export function CategoryFormModal({ editing, nextSortOrder, onClose }: CategoryFormProps) {
  return (
    <RecordFormModal
      editing={editing}
      onClose={onClose}
      titles={{ new: m.categories.formNew, edit: m.categories.formEdit }}
    >
      {(category, done) => (
        <CategoryForm category={category} nextSortOrder={nextSortOrder} onDone={done} />
      )}
    </RecordFormModal>
  );
}

interface CategoryFormFields {
  readonly category: DiningTableCategoryView | undefined;
  readonly nextSortOrder: number;
  readonly onDone: () => void;
}

function CategoryForm({ category, nextSortOrder, onDone }: CategoryFormFields) {
  const save = useSaveCategory();
  const form = useForm({
    initialValues: { title: category?.title ?? '', active: category?.active ?? true },
    validate: { title: (v: string) => (v.trim() ? null : m.categories.titleRequired) },
  });
  const submit = form.onSubmit(async (values) => {
    const fields = { ...values, sortOrder: category?.sortOrder ?? nextSortOrder };
    await saveForm(form, () => save.mutateAsync({ id: category?.id, fields }), {
      saved: m.success,
      onDone,
    });
  });
  return (
    <form onSubmit={submit} data-testid="category-form">
      <Stack gap="sm">
        <TextInput
          label={m.categories.title}
          placeholder={m.categories.titlePlaceholder}
          data-testid="category-form-title"
          {...form.getInputProps('title')}
        />
        <Switch
          label={m.categories.active}
          data-testid="category-form-active"
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions onCancel={onDone} saving={save.isPending} saveTestId="category-form-save" />
      </Stack>
    </form>
  );
}
