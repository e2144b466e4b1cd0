// Create or rename a table category; a title another category has comes back beside the field.
import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DiningTableCategoryView } from '@sofre/engine/contracts';
import { notifySuccess, showServerErrors } from '@sofre/web-shared';
import { useSaveCategory } from './dining-tables.api.ts';
import { tableMessages as m } from './dining-tables.messages.ts';

export interface CategoryFormProps {
  readonly category?: DiningTableCategoryView;
  /** Where a new category goes: after the last. */
  readonly nextSortOrder: number;
  readonly onClose: () => void;
}

export function CategoryFormModal({ category, nextSortOrder, onClose }: CategoryFormProps) {
  const save = useSaveCategory();
  const form = useForm({
    initialValues: { title: category?.title ?? '', active: category?.active ?? true },
    validate: { title: (v: string) => (v.trim() ? null : m.categories.titleRequired) },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: category?.id,
        fields: { ...values, sortOrder: category?.sortOrder ?? nextSortOrder },
      });
      notifySuccess(m.success);
      onClose();
    } catch (error) {
      // The toast is the query client's (every failed mutation); the fields get their own.
      showServerErrors(form, error);
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={category ? m.categories.formEdit : m.categories.formNew}
      centered
    >
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {m.categories.cancel}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="category-form-save">
              {m.categories.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
