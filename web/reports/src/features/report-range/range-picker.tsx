// The period of a report: the spec's named ranges as chips, or any days from..to picked on the
// Jalali calendar (react-day-picker's Persian calendar, Persian digits).
import { Button, Chip, Group, Popover } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import type { DateRange } from 'react-day-picker';
import { DayPicker } from 'react-day-picker/persian';
import 'react-day-picker/style.css';
import { rangeLabels, rangeMessages as m } from '../../messages/reports.messages.ts';
import { jalaliDay } from '../../shared/report-format.ts';
import { NAMED_RANGES, type RangeChoice } from './report-range.ts';

const two = (n: number) => String(n).padStart(2, '0');
/** The picked day (the browser's local midnight of it) as the API's YYYY-MM-DD. */
const calendarDay = (day: Date): string =>
  `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
const localDate = (day: string) => new Date(`${day}T12:00:00`);

const colours = {
  '--rdp-accent-color': 'var(--mantine-primary-color-filled)',
  '--rdp-accent-background-color': 'var(--mantine-primary-color-light)',
} as CSSProperties;

export interface RangePickerProps {
  readonly value: RangeChoice;
  readonly onChange: (choice: RangeChoice) => void;
}

export function RangePicker({ value, onChange }: RangePickerProps) {
  const [opened, setOpened] = useState(false);
  const custom = 'range' in value ? undefined : value;
  // The first click picks the first day, the second the last (either order); then it applies.
  const [picking, setPicking] = useState<DateRange | undefined>();
  const pick = (day: Date) => {
    if (!picking?.from) return setPicking({ from: day, to: undefined });
    const [from, to] = [picking.from, day].sort((a, b) => a.getTime() - b.getTime()) as [
      Date,
      Date,
    ];
    setPicking(undefined);
    onChange({ from: calendarDay(from), to: calendarDay(to) });
    setOpened(false);
  };
  return (
    <Group gap="xs" data-testid="range-picker">
      <Chip.Group
        value={'range' in value ? value.range : ''}
        onChange={(range) => onChange({ range: range as (typeof NAMED_RANGES)[number] })}
      >
        {NAMED_RANGES.map((range) => (
          <Chip
            key={range}
            value={range}
            size="sm"
            wrapperProps={{ 'data-testid': `range-${range}` }}
          >
            {rangeLabels[range]}
          </Chip>
        ))}
      </Chip.Group>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md">
        <Popover.Target>
          <Button
            size="compact-sm"
            variant={custom ? 'filled' : 'default'}
            onClick={() => setOpened((o) => !o)}
            data-testid="range-custom"
            data-from={custom?.from ?? ''}
            data-to={custom?.to ?? ''}
          >
            {custom ? `${jalaliDay(custom.from)} — ${jalaliDay(custom.to)}` : m.custom}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <DayPicker
            mode="range"
            selected={
              picking ?? (custom && { from: localDate(custom.from), to: localDate(custom.to) })
            }
            defaultMonth={custom ? localDate(custom.from) : undefined}
            style={colours}
            onSelect={(_range, day) => pick(day)}
          />
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
