// One end of the report's period, picked on the Jalali calendar (react-day-picker's Persian
// calendar, Persian digits) and shown as '۱ فروردین ۱۴۰۴'; empty means "no bound".
import { CloseButton, Input, Popover, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker/persian';
import 'react-day-picker/style.css';
import { customerMessages as m } from './customers.messages.ts';
import { jalaliDayLabel, reportDay } from './report-day.ts';

export interface JalaliDayFieldProps {
  readonly label: string;
  /** YYYY-MM-DD, or undefined for no bound. */
  readonly value: string | undefined;
  readonly onChange: (day: string | undefined) => void;
  readonly testId: string;
}

export function JalaliDayField({ label, value, onChange, testId }: JalaliDayFieldProps) {
  const [opened, setOpened] = useState(false);
  const selected = value ? new Date(`${value}T12:00:00`) : undefined;
  return (
    <Input.Wrapper label={label} w={200}>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md">
        <Popover.Target>
          <UnstyledButton
            onClick={() => setOpened((o) => !o)}
            data-testid={testId}
            style={{ display: 'block', width: '100%' }}
          >
            <Input
              component="div"
              pointer
              rightSection={
                value ? (
                  <CloseButton
                    size="sm"
                    aria-label={m.report.clear}
                    onClick={(event) => {
                      event.stopPropagation();
                      onChange(undefined);
                    }}
                    data-testid={`${testId}-clear`}
                  />
                ) : undefined
              }
              rightSectionPointerEvents="all"
            >
              {value ? jalaliDayLabel(value) : m.report.anyDay}
            </Input>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <DayPicker
            mode="single"
            selected={selected}
            defaultMonth={selected}
            onSelect={(day) => {
              onChange(day ? reportDay(day) : undefined);
              setOpened(false);
            }}
          />
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
