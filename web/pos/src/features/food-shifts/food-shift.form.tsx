// The shift form in a modal: title, active switch and the weekday × hours editor. Times must look
// like times before sending; the server decides the rest (an end before its start, overlapping
// windows, a title taken) and its field errors appear beside the fields.
import { Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FoodShiftView } from '@sofre/engine/contracts';
import { FormActions, saveForm } from '@sofre/web-shared';
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

export function FoodShiftForm({ shift, onDone }: { shift?: FoodShiftView; onDone: () => void }) {
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
    const fields = { title: values.title, active: values.active, times: timesOf(values.times) };
    await saveForm(form, () => save.mutateAsync({ id: shift?.id, fields }), {
      saved: foodShiftMessages.saved,
      onDone,
    });
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
        <FormActions onCancel={onDone} saving={save.isPending} saveTestId="food-shift-save" />
      </Stack>
    </form>
  );
}
