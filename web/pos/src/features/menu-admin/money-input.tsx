// An amount typed in the vendor's unit (Toman or Rial), in any digits, shown with Persian digits
// and thousands separators as it is typed ('۴۲۰٬۰۰۰'). The form keeps it in that unit and converts
// to Rial when it sends.
import { TextInput } from '@mantine/core';
import {
  currencyWords,
  formatNumber,
  parseWholeNumber,
  useCurrencyUnit,
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
