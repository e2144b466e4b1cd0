// Reserve a table: the guest's name and mobile, how many they are (at most the table's seats),
// and the Jalali day and Tehran time they come. The server's field errors (too many guests, a
// time in the past, a bad phone) appear beside the fields.
import { Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DiningTableView } from '@sofre/engine/contracts';
import { DigitInput, FormActions, saveForm, toPersianDigits } from '@sofre/web-shared';
import { useReserveTable } from './dining-tables.api.ts';
import { tableMessages as m } from './dining-tables.messages.ts';
import { JalaliDateField } from './jalali-date.field.tsx';
import { nextQuarterHour, tehranDateTime, tehranToday } from './tehran-time.ts';

interface ReserveValues {
  guestName: string;
  phoneNumber: string;
  partySize: number | undefined;
  date: Date;
  hour: string;
  minute: string;
  note: string;
}

const two = (n: number) => String(n).padStart(2, '0');
const hours = Array.from({ length: 24 }, (_, h) => ({
  value: two(h),
  label: toPersianDigits(two(h)),
}));
const minutes = Array.from({ length: 12 }, (_, i) => ({
  value: two(i * 5),
  label: toPersianDigits(two(i * 5)),
}));

export function ReserveModal({ table, onClose }: { table: DiningTableView; onClose: () => void }) {
  const reserve = useReserveTable();
  const now = new Date();
  const slot = nextQuarterHour(now);
  const form = useForm<ReserveValues>({
    initialValues: {
      guestName: '',
      phoneNumber: '',
      partySize: Math.min(2, table.capacity),
      date: slot.date,
      hour: two(slot.hour),
      minute: two(slot.minute - (slot.minute % 5)),
      note: '',
    },
    validate: {
      guestName: (v) => (v.trim() ? null : m.reserve.guestNameRequired),
      phoneNumber: (v) => (v.trim() ? null : m.reserve.phoneRequired),
      partySize: (v) => (v === undefined || v < 1 ? m.reserve.partySizeRequired : null),
    },
  });
  const timeError = form.errors.reservedFor as string | undefined;

  const submit = form.onSubmit(async (values) => {
    const reservation = {
      tableId: table.id,
      guestName: values.guestName,
      phoneNumber: values.phoneNumber,
      partySize: values.partySize ?? 0,
      reservedFor: tehranDateTime(values.date, Number(values.hour), Number(values.minute)),
      note: values.note,
    };
    await saveForm(form, () => reserve.mutateAsync(reservation), {
      saved: m.success,
      onDone: onClose,
    });
  });

  return (
    <Modal opened onClose={onClose} title={m.reserve.title(toPersianDigits(table.name))} centered>
      <form onSubmit={submit} data-testid="reserve-form">
        <Stack gap="sm">
          <TextInput
            label={m.reserve.guestName}
            data-testid="reserve-guest-name"
            {...form.getInputProps('guestName')}
          />
          <TextInput
            label={m.reserve.phoneNumber}
            inputMode="tel"
            dir="ltr"
            placeholder="۰۹۱۲۱۲۳۴۵۶۷"
            data-testid="reserve-phone"
            {...form.getInputProps('phoneNumber')}
          />
          <DigitInput
            label={m.reserve.partySize}
            description={m.reserve.capacityHint(toPersianDigits(table.capacity))}
            data-testid="reserve-party-size"
            value={form.values.partySize}
            onValue={(v) => form.setFieldValue('partySize', v)}
            error={form.errors.partySize}
          />
          <JalaliDateField
            label={m.reserve.date}
            value={form.values.date}
            from={tehranToday(now)}
            onChange={(day) => form.setFieldValue('date', day)}
            data-testid="reserve-date"
          />
          <Group grow align="flex-start">
            <Select
              label={m.reserve.hour}
              data={hours}
              allowDeselect={false}
              data-testid="reserve-hour"
              {...form.getInputProps('hour')}
            />
            <Select
              label={m.reserve.minute}
              data={minutes}
              allowDeselect={false}
              data-testid="reserve-minute"
              {...form.getInputProps('minute')}
            />
          </Group>
          {timeError && (
            <Text c="red" size="sm" data-testid="reserve-time-error">
              {timeError}
            </Text>
          )}
          <Textarea
            label={m.reserve.note}
            placeholder={m.reserve.notePlaceholder}
            autosize
            minRows={2}
            data-testid="reserve-note"
            {...form.getInputProps('note')}
          />
          <FormActions
            onCancel={onClose}
            saving={reserve.isPending}
            saveTestId="reserve-save"
            saveLabel={m.reserve.save}
          />
        </Stack>
      </form>
    </Modal>
  );
}
