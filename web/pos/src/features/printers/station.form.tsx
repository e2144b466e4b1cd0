// The printer station form in a modal: title, what it prints (kitchen tickets of some menu
// categories, or the customer's receipt), its printers and categories (multi-selects) and the
// number of copies. The server checks that the printers and categories exist; an unknown one is
// shown on the multi-select that sent it.
import { MultiSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PrinterStationView } from '@sofre/engine/contracts';
import type { PrintTarget } from '@sofre/engine/printing';
import {
  DigitInput,
  FormActions,
  RecordFormModal,
  saveForm,
  type Editing,
} from '@sofre/web-shared';
import { useMenuCategories, usePrinters, useSaveStation } from './printers.api.ts';
import { printerMessages, targetLabels } from './printers.messages.ts';

const text = printerMessages.stationForm;

interface StationFormValues {
  title: string;
  target: PrintTarget;
  printerIds: string[];
  categoryIds: string[];
  copies: number | undefined;
}

export interface StationFormProps {
  /** The station being edited, 'new' for a new one; closed when undefined. */
  readonly editing: Editing<PrinterStationView>;
  readonly onClose: () => void;
}

export function StationFormModal({ editing, onClose }: StationFormProps) {
  return (
    <RecordFormModal
      editing={editing}
      onClose={onClose}
      titles={{ new: text.newTitle, edit: text.editTitle }}
      size="lg"
    >
      {(station, done) => <StationForm station={station} onDone={done} />}
    </RecordFormModal>
  );
}

function StationForm({ station, onDone }: { station?: PrinterStationView; onDone: () => void }) {
  const save = useSaveStation();
  const printers = usePrinters();
  const categories = useMenuCategories();
  const form = useForm<StationFormValues>({
    initialValues: {
      title: station?.title ?? '',
      target: station?.target ?? 'KITCHEN',
      printerIds: station?.printerIds ?? [],
      categoryIds: station?.categoryIds ?? [],
      copies: station?.copies ?? 1,
    },
    validate: {
      title: (v) => (v.trim() ? null : text.titleRequired),
      printerIds: (v) => (v.length > 0 ? null : text.printersRequired),
      copies: (v) => (v !== undefined && v >= 1 && v <= 5 ? null : text.copiesInvalid),
    },
  });
  const values = form.getValues();
  const submit = form.onSubmit(async (v) => {
    const fields = { ...v, copies: v.copies ?? 1 };
    // An unknown printer or category is shown on the multi-select that sent it.
    await saveForm(form, () => save.mutateAsync({ id: station?.id, fields }), {
      saved: printerMessages.saved,
      onDone,
      idLists: ['printerIds', 'categoryIds'],
    });
  });
  const printerOptions = (printers.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.title }));
  return (
    <form onSubmit={submit} noValidate data-testid="station-form">
      <Stack gap="sm">
        <TextInput
          label={text.title}
          placeholder={text.titlePlaceholder}
          withAsterisk
          data-testid="station-title"
          {...form.getInputProps('title')}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {text.target}
          </Text>
          <SegmentedControl
            data-testid="station-target"
            data={(['KITCHEN', 'CUSTOMER'] as const).map((t) => ({
              value: t,
              label: targetLabels[t],
            }))}
            {...form.getInputProps('target')}
          />
        </div>
        <MultiSelect
          label={text.printers}
          withAsterisk
          data={printerOptions}
          nothingFoundMessage={text.noPrinters}
          searchable
          data-testid="station-printers"
          {...form.getInputProps('printerIds')}
        />
        <MultiSelect
          label={text.categories}
          description={
            values.target === 'KITCHEN' ? text.kitchenCategoriesHint : text.customerCategoriesHint
          }
          data={categoryOptions}
          searchable
          clearable
          data-testid="station-categories"
          {...form.getInputProps('categoryIds')}
        />
        <DigitInput
          label={text.copies}
          w={140}
          data-testid="station-copies"
          value={values.copies}
          onValue={(v) => form.setFieldValue('copies', v)}
          error={form.errors.copies}
        />
        <FormActions onCancel={onDone} saving={save.isPending} saveTestId="station-save" />
      </Stack>
    </form>
  );
}
