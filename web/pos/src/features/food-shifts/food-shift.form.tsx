// The shift form in a modal: title, active switch and the weekday × hours editor. Times must look
// like times before sending; the server decides the rest (an end before its start, overlapping
// windows, a title taken) and its field errors appear beside the fields.
import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FoodShiftView } from '@sofre/engine/contracts';
import { notifySuccess, showServerErrors } from '@sofre/web-shared';
import { useSaveFoodShift } from './food-shifts.api.ts';
import { foodShiftMessages } from './food-shifts.messages.ts';
import { ShiftHoursEditor } from './shift-hours.editor.tsx';
import { normalizeTime, rowOf, TIME_PATTERN, timesOf, type HoursRow } from './shift-hours.ts';

const text = foodShiftMessages.form;

export interface ShiftFormValues {
  title: string;
  active: boolean;
  times: HoursRow[];
}

const timeError = (value: string) =>
  TIME_PATTERN.test(normalizeTime(value)) ? null : text.badTime;

export interface FoodShiftFormProps {
  /** The shift being edited, 'new' for a new one; closed when undefined. */
  readonly editing: FoodShiftView | 'new' | undefined;
  readonly onClose: () => void;
}

export function FoodShiftFormModal({ editing, onClose }: FoodShiftFormProps) {
  const isNew = editing === 'new';
  return (
    <Modal
      opened={editing !== undefined}
      onClose={onClose}
      title={isNew ? text.newTitle : text.editTitle}
      size="lg"
      centered
    >
      {editing && (
        <ShiftForm
          key={isNew ? 'new' : editing.id}
          shift={isNew ? undefined : editing}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function ShiftForm({ shift, onDone }: { shift?: FoodShiftView; onDone: () => void }) {
  const save = useSaveFoodShift();
  const form = useForm<ShiftFormValues>({
    initialValues: {
      title: shift?.title ?? '',
      active: shift?.active ?? true,
      times: (shift?.times ?? []).map(rowOf),
    },
    validate: {
      title: (v) => (v.trim() ? null : text.titleRequired),
      times: {
        start: timeError,
        end: timeError,
      },
    },
  });
  const submit = form.onSubmit(async (values) => {
    if (values.times.length === 0) {
      form.setFieldError('times', text.noHours);
      return;
    }
    try {
      const fields = { title: values.title, active: values.active, times: timesOf(values.times) };
      await save.mutateAsync({ id: shift?.id, fields });
      notifySuccess(foodShiftMessages.saved);
      onDone();
    } catch (error) {
      // Beside the fields; the query client toasts the refusal itself.
      showServerErrors(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="food-shift-form">
      <Stack gap="sm">
        <TextInput
          label={text.title}
          placeholder={text.titlePlaceholder}
          withAsterisk
          data-testid="food-shift-title"
          {...form.getInputProps('title')}
        />
        <Switch
          label={text.active}
          description={text.activeHint}
          data-testid="food-shift-active"
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <ShiftHoursEditor form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {foodShiftMessages.cancel}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="food-shift-save">
            {text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
