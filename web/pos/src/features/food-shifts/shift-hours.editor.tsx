// The weekday × hours editor: one line per day of the Iranian week (Saturday first), each with
// its windows (from – to) and a button to add one; a day's hours can be copied to the whole week.
// Rows stay one flat list in the form, so the server's `times.3.end` lands on its own field.
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IRANIAN_WEEK } from '@sofre/engine/food-shifts';
import type { Weekday } from '@sofre/engine/vendors';
import { foodShiftMessages, weekdayLabels } from './food-shifts.messages.ts';
import type { ShiftFormValues } from './food-shift.form.tsx';
import { copyDayToAll, emptyRow } from './shift-hours.ts';
import { TimeField } from './time.field.tsx';

const text = foodShiftMessages.form;

export function ShiftHoursEditor({ form }: { form: UseFormReturnType<ShiftFormValues> }) {
  const rows = form.getValues().times;
  const copyable = IRANIAN_WEEK.find((day) => rows.some((r) => r.weekday === day));
  const add = (day: Weekday) => form.insertListItem('times', emptyRow(day));
  const timeProps = (index: number, part: 'start' | 'end') => {
    const path = `times.${index}.${part}`;
    return {
      value: rows[index]![part],
      onChange: (value: string) => form.setFieldValue(path, value),
      error: form.errors[path],
    };
  };
  return (
    <Stack gap={6} data-testid="shift-hours">
      <Group justify="space-between">
        <Text fw={500} size="sm">
          {text.hours}
        </Text>
        {copyable && (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => form.setFieldValue('times', copyDayToAll(rows, copyable))}
            data-testid="shift-copy-to-all"
          >
            {text.copyToAll(weekdayLabels[copyable])}
          </Button>
        )}
      </Group>
      {IRANIAN_WEEK.map((day) => {
        const windows = rows.flatMap((row, index) => (row.weekday === day ? [{ row, index }] : []));
        return (
          <Paper key={day} withBorder px="sm" py={6} data-testid={`shift-day-${day}`}>
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <Text w={72} pt={6} fw={600} size="sm">
                {weekdayLabels[day]}
              </Text>
              <Stack gap={4} style={{ flex: 1 }}>
                {windows.length === 0 && (
                  <Text c="dimmed" size="sm" pt={6}>
                    {text.closed}
                  </Text>
                )}
                {windows.map(({ row, index }) => (
                  <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
                    <Text size="sm" pt={6}>
                      {text.from}
                    </Text>
                    <TimeField
                      aria-label={`${weekdayLabels[day]} ${text.from}`}
                      data-testid={`shift-time-${index}-start`}
                      {...timeProps(index, 'start')}
                    />
                    <Text size="sm" pt={6}>
                      {text.to}
                    </Text>
                    <TimeField
                      aria-label={`${weekdayLabels[day]} ${text.to}`}
                      data-testid={`shift-time-${index}-end`}
                      {...timeProps(index, 'end')}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={4}
                      aria-label={text.removeWindow}
                      onClick={() => form.removeListItem('times', index)}
                      data-testid={`shift-time-${index}-remove`}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
              <Button
                size="compact-xs"
                variant="subtle"
                mt={4}
                onClick={() => add(day)}
                data-testid={`shift-add-${day}`}
              >
                {text.addWindow}
              </Button>
            </Group>
          </Paper>
        );
      })}
      <Text size="xs" c="dimmed">
        {text.hoursHint}
      </Text>
      {typeof form.errors.times === 'string' && (
        <Text size="sm" c="red" data-testid="shift-hours-error">
          {form.errors.times}
        </Text>
      )}
    </Stack>
  );
}
