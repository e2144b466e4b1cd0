// A time of day typed in any digits and shown in Persian ones ('۱۸:۳۰'); it becomes 'HH:mm' when
// the field is left, so '۸' reads '۰۸:۰۰'.
import { TextInput, type TextInputProps } from '@mantine/core';
import { normalizeDigits } from '@sofre/web-shared';
import { normalizeTime, showTime } from './shift-hours.ts';

export interface TimeFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  readonly value: string;
  readonly onChange: (value: string) => void;
}

export function TimeField({ value, onChange, onBlur, ...props }: TimeFieldProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      placeholder="۱۸:۳۰"
      w={92}
      {...props}
      value={showTime(value)}
      onChange={(event) => onChange(normalizeDigits(event.currentTarget.value))}
      onBlur={(event) => {
        if (value) onChange(normalizeTime(value));
        onBlur?.(event);
      }}
    />
  );
}
