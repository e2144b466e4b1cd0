// A calendar day picked on the Jalali calendar (react-day-picker's Persian calendar, Persian
// digits), shown as '۱ فروردین ۱۴۰۴'; empty means "no bound". Report periods and the order list's
// date range use it. The picker hands over the browser's local midnight of the picked day: the
// calendar day is what counts (the server reads it as a Tehran day).
import { CloseButton, Input, Popover } from '@mantine/core';
import { formatDate } from '@sofre/web-shared';
import { useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker/persian';
import 'react-day-picker/style.css';

const two = (n: number) => String(n).padStart(2, '0');

/** The picked day as the API's YYYY-MM-DD. */
export const calendarDay = (day: Date): string =>
  `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;

/** '2025-03-21' → '۱ فروردین ۱۴۰۴' (noon UTC of a day is the same day in Tehran). */
export const jalaliDayLabel = (day: string): string => formatDate(`${day}T12:00:00Z`);

const colours = {
  '--rdp-accent-color': 'var(--mantine-primary-color-filled)',
  '--rdp-accent-background-color': 'var(--mantine-primary-color-light)',
} as CSSProperties;

export interface JalaliDayFieldProps {
  readonly label: string;
  /** YYYY-MM-DD, or undefined for no bound. */
  readonly value: string | undefined;
  readonly onChange: (day: string | undefined) => void;
  readonly testId: string;
  /** What an empty field says («هر روز»), and the clear button's name. */
  readonly words: { readonly anyDay: string; readonly clear: string };
  readonly width?: number;
}

export function JalaliDayField(props: JalaliDayFieldProps) {
  const { label, value, onChange, testId, words, width = 200 } = props;
  const [opened, setOpened] = useState(false);
  const selected = value ? new Date(`${value}T12:00:00`) : undefined;
  return (
    <Input.Wrapper label={label} w={width}>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md">
        <Popover.Target>
          {/* The field is the button; the clear button sits beside it in the right section, not
              inside it (a control inside a control is unreachable for assistive tech). */}
          <Input
            component="button"
            type="button"
            pointer
            onClick={() => setOpened((o) => !o)}
            data-testid={testId}
            data-day={value ?? ''}
            rightSection={
              value ? (
                <CloseButton
                  size="sm"
                  aria-label={words.clear}
                  onClick={() => onChange(undefined)}
                  data-testid={`${testId}-clear`}
                />
              ) : undefined
            }
            rightSectionPointerEvents="all"
          >
            {value ? jalaliDayLabel(value) : words.anyDay}
          </Input>
        </Popover.Target>
        <Popover.Dropdown>
          <DayPicker
            mode="single"
            selected={selected}
            defaultMonth={selected}
            style={colours}
            onSelect={(day) => {
              onChange(day ? calendarDay(day) : undefined);
              setOpened(false);
            }}
          />
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
