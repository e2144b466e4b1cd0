// The code's expiry picked on the Jalali calendar (react-day-picker's Persian calendar: RTL,
// Persian digits) and shown as '۱۲ فروردین ۱۴۰۵'. The picked day becomes the end of that day in
// Tehran; days before today cannot be picked (a new code must not already be expired).
import { Input, Popover, UnstyledButton } from '@mantine/core';
import { formatDate, useNow } from '@sofre/web-shared';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker/persian';
import 'react-day-picker/style.css';
import { discountMessages } from './discount-codes.messages.ts';
import { endOfTehranDay, tehranDayOf } from './tehran-day.ts';

export interface ExpiryFieldProps {
  /** UTC ISO instant, or undefined before one is picked. */
  readonly value: string | undefined;
  readonly onChange: (instant: string) => void;
  readonly error?: string;
}

export function ExpiryField({ value, onChange, error }: ExpiryFieldProps) {
  const [opened, setOpened] = useState(false);
  const today = tehranDayOf(useNow(60_000));
  const selected = value ? tehranDayOf(value) : undefined;
  const text = discountMessages.form;
  return (
    <Input.Wrapper
      label={text.expiration}
      description={text.expirationHint}
      error={error}
      withAsterisk
    >
      <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md">
        <Popover.Target>
          <UnstyledButton
            onClick={() => setOpened((o) => !o)}
            data-testid="discount-expiration"
            style={{ display: 'block', width: '100%' }}
          >
            <Input component="div" pointer error={error}>
              {value ? formatDate(value) : text.pickDay}
            </Input>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown data-testid="discount-expiration-calendar">
          <DayPicker
            mode="single"
            dir="rtl"
            selected={selected}
            defaultMonth={selected ?? today}
            disabled={{ before: today }}
            onSelect={(day) => {
              if (!day) return;
              onChange(endOfTehranDay(day));
              setOpened(false);
            }}
          />
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
