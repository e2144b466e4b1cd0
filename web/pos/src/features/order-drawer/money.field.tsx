// An amount typed in the vendor's unit (Toman or Rial), in any digits, shown with Persian digits
// and thousands separators; the value is kept in Rial, as the API takes it.
import { TextInput, type TextInputProps } from '@mantine/core';
import {
  currencyWords,
  formatNumber,
  parseWholeNumber,
  rialToUnit,
  unitToRial,
  useCurrencyUnit,
} from '@sofre/web-shared';

export interface MoneyFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** Rial; undefined while empty. */
  readonly value: number | undefined;
  readonly onValue: (rial: number | undefined) => void;
}

export function MoneyField({ value, onValue, ...props }: MoneyFieldProps) {
  const unit = useCurrencyUnit();
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      rightSection={currencyWords[unit]}
      rightSectionWidth={56}
      value={value === undefined ? '' : formatNumber(rialToUnit(value, unit))}
      onChange={(event) => {
        const text = event.currentTarget.value;
        if (text.trim() === '') return onValue(undefined);
        const typed = parseWholeNumber(text);
        if (typed !== undefined) onValue(unitToRial(typed, unit));
      }}
    />
  );
}
