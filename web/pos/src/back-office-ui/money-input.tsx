// An amount typed in the vendor's unit (Toman or Rial), in any digits, shown with Persian digits
// and thousands separators as it is typed ('۴۲۰٬۰۰۰'). MoneyInput keeps it in that unit (a form
// that converts to Rial when it sends); RialInput keeps it in Rial, as the API takes it.
import { TextInput } from '@mantine/core';
import {
  currencyWords,
  formatNumber,
  parseWholeNumber,
  useCurrencyUnit,
  rialToUnit,
  unitToRial,
  type DigitInputProps,
} from '@sofre/web-shared';

export type MoneyInputProps = Omit<DigitInputProps, 'rightSection'>;

export function MoneyInput({ value, onValue, ...props }: MoneyInputProps) {
  const unit = useCurrencyUnit();
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      rightSection={currencyWords[unit]}
      rightSectionWidth={56}
      value={value === undefined ? '' : formatNumber(value)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        if (text.trim() === '') return onValue(undefined);
        const parsed = parseWholeNumber(text);
        if (parsed !== undefined) onValue(parsed);
      }}
    />
  );
}

/** The same field holding Rial: what the cashier types in Toman is kept as Rial. */
export function RialInput({ value, onValue, ...props }: MoneyInputProps) {
  const unit = useCurrencyUnit();
  return (
    <MoneyInput
      {...props}
      value={value === undefined ? undefined : rialToUnit(value, unit)}
      onValue={(typed) => onValue(typed === undefined ? undefined : unitToRial(typed, unit))}
    />
  );
}
