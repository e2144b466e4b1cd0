// A text field for whole numbers: accepts Persian, Arabic-Indic and Latin digits, shows
// Persian digits, and reports the parsed value (undefined when empty).
import { TextInput, type TextInputProps } from '@mantine/core';
import { parseWholeNumber, toPersianDigits } from '../format/digits.ts';

export interface DigitInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  readonly value: number | undefined;
  readonly onValue: (value: number | undefined) => void;
}

export function DigitInput({ value, onValue, ...props }: DigitInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={value === undefined ? '' : toPersianDigits(value)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        if (text.trim() === '') return onValue(undefined);
        const parsed = parseWholeNumber(text);
        if (parsed !== undefined) onValue(parsed);
      }}
    />
  );
}
