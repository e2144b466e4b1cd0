// Create or edit a table: number (the QR link carries it), name, category, seats, in service.
// The server's field errors (a number another table has) appear beside the fields.
import { Alert, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DiningTableCategoryView, DiningTableView } from '@sofre/engine/contracts';
import {
  DigitInput,
  FormActions,
  RecordFormModal,
  saveForm,
  toPersianDigits,
  type Editing,
} from '@sofre/web-shared';
import { useSaveTable } from './dining-tables.api.ts';
import { tableMessages as m } from './dining-tables.messages.ts';

interface TableValues {
  number: number | undefined;
  name: string;
  categoryId: string | null;
  capacity: number | undefined;
  active: boolean;
}

export interface TableFormProps {
  /** The table being edited, 'new' for a new one; closed when undefined. */
  readonly editing: Editing<DiningTableView>;
  readonly categories: readonly DiningTableCategoryView[];
  /** The number offered for a new table (one past the highest). */
  readonly nextNumber: number;
  readonly onClose: () => void;
}

export function TableFormModal({ editing, categories, nextNumber, onClose }: TableFormProps) {
  // The edit title names the table: «ویرایش میز ۳».
  const editTitle =
    editing && editing !== 'new' ? m.tableForm.editTitle(toPersianDigits(editing.number)) : '';
  return (
    <RecordFormModal
      editing={editing}
      onClose={onClose}
      titles={{ new: m.tableForm.newTitle, edit: editTitle }}
    >
      {(table, done) => (
        <TableForm table={table} categories={categories} nextNumber={nextNumber} onDone={done} />
      )}
    </RecordFormModal>
  );
}

interface TableFormFields {
  readonly table: DiningTableView | undefined;
  readonly categories: readonly DiningTableCategoryView[];
  readonly nextNumber: number;
  readonly onDone: () => void;
}

function TableForm({ table, categories, nextNumber, onDone }: TableFormFields) {
  const save = useSaveTable();
  const form = useForm<TableValues>({
    initialValues: {
      number: table?.number ?? nextNumber,
      name: table?.name ?? `میز ${toPersianDigits(nextNumber)}`,
      categoryId: table?.categoryId ?? categories[0]?.id ?? null,
      capacity: table?.capacity ?? 4,
      active: table?.active ?? true,
    },
    validate: {
      number: (v) => (v === undefined || v < 1 ? m.tableForm.numberRequired : null),
      name: (v) => (v.trim() ? null : m.tableForm.nameRequired),
      categoryId: (v) => (v ? null : m.tableForm.categoryRequired),
      capacity: (v) => (v === undefined || v < 1 ? m.tableForm.capacityRequired : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const fields = {
      number: values.number ?? 0,
      name: values.name,
      categoryId: values.categoryId ?? '',
      capacity: values.capacity ?? 0,
      active: values.active,
    };
    await saveForm(form, () => save.mutateAsync({ id: table?.id, fields }), {
      saved: m.success,
      onDone,
    });
  });

  return (
    <form onSubmit={submit} data-testid="table-form">
      <Stack gap="sm">
        {categories.length === 0 && <Alert color="yellow">{m.tableForm.needCategory}</Alert>}
        <DigitInput
          label={m.tableForm.number}
          description={m.tableForm.numberHint}
          data-testid="table-form-number"
          value={form.values.number}
          onValue={(v) => form.setFieldValue('number', v)}
          error={form.errors.number}
        />
        <TextInput
          label={m.tableForm.name}
          placeholder={m.tableForm.namePlaceholder}
          data-testid="table-form-name"
          {...form.getInputProps('name')}
        />
        <Select
          label={m.tableForm.category}
          data={categories.map((c) => ({ value: c.id, label: c.title }))}
          allowDeselect={false}
          data-testid="table-form-category"
          {...form.getInputProps('categoryId')}
        />
        <DigitInput
          label={m.tableForm.capacity}
          data-testid="table-form-capacity"
          value={form.values.capacity}
          onValue={(v) => form.setFieldValue('capacity', v)}
          error={form.errors.capacity}
        />
        <Switch
          label={m.tableForm.active}
          data-testid="table-form-active"
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions onCancel={onDone} saving={save.isPending} saveTestId="table-form-save" />
      </Stack>
    </form>
  );
}
