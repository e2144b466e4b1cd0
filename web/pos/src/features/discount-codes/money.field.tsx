// An amount typed in the vendor's unit (Toman or Rial) in any digits; the form keeps it in that
// unit and sends Rial (discount-form.values.ts). Below the field the amount reads back formatted.
import { currencyWords, DigitInput, formatNumber, useCurrencyUnit } from '@sofre/web-shared';
import type { DigitInputProps } from '@sofre/web-shared';

export function MoneyField(props: Omit<DigitInputProps, 'rightSection'>) {
  const unit = useCurrencyUnit();
  return (
    <DigitInput
      {...props}
      rightSection={currencyWords[unit]}
      rightSectionWidth={56}
      description={
        props.value === undefined
          ? props.description
          : `${formatNumber(props.value)} ${currencyWords[unit]}`
      }
    />
  );
}
