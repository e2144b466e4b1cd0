// A day picked on the Jalali calendar (react-day-picker's Persian calendar, Persian digits),
// shown as '۱ فروردین ۱۴۰۴'. Days before `from` cannot be picked (a reservation is not in the past).
import { Input, Popover, UnstyledButton } from '@mantine/core';
import { formatDate } from '@sofre/web-shared';
import { useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker/persian';
import 'react-day-picker/style.css';

export interface JalaliDateFieldProps {
  readonly label: string;
  readonly value: Date;
  readonly onChange: (day: Date) => void;
  readonly from: Date;
  readonly error?: string;
  readonly 'data-testid'?: string;
}

/** The picked calendar day as a label (noon UTC of that day is that day in Tehran too). */
const dayLabel = (day: Date) =>
  formatDate(new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate(), 12)));

/** The picker in the app's colours rather than its own blue. */
const dayPickerColours = {
  '--rdp-accent-color': 'var(--mantine-primary-color-filled)',
  '--rdp-accent-background-color': 'var(--mantine-primary-color-light)',
} as CSSProperties;

export function JalaliDateField({
  label,
  value,
  onChange,
  from,
  error,
  ...rest
}: JalaliDateFieldProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Input.Wrapper label={label} error={error}>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md">
        <Popover.Target>
          <UnstyledButton
            onClick={() => setOpened((o) => !o)}
            data-testid={rest['data-testid']}
            style={{ display: 'block', width: '100%' }}
          >
            <Input component="div" pointer error={error}>
              {dayLabel(value)}
            </Input>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <DayPicker
            mode="single"
            required
            selected={value}
            defaultMonth={value}
            disabled={{ before: from }}
            style={dayPickerColours}
            onSelect={(day) => {
              onChange(day);
              setOpened(false);
            }}
          />
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
