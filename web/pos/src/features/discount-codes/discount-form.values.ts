// The discount code form in the vendor's unit (Toman or Rial) and the API's fields in Rial. A type
// uses only its own fields: the others are sent as null (or none), so switching a code's type
// clears what the new type does not have. Refusals name API fields; the form shows `freeItems.1.id`
// on its one gifts field.
import type { DiscountCodeType } from '@sofre/engine';
import type { DiscountCodeView } from '@sofre/engine/contracts';
import { rialToUnit, unitToRial, type CurrencyUnit } from '@sofre/web-shared';
import type { DiscountCodeFieldsInput } from './discount-codes.api.ts';

export interface DiscountFormValues {
  code: string;
  type: DiscountCodeType;
  /** PERCENTAGE: percent; MONEY: amount in the vendor's unit. */
  value: number | undefined;
  /** PERCENTAGE only, in the vendor's unit. */
  cap: number | undefined;
  /** UTC ISO instant (the end of the picked Tehran day). */
  expiration: string | undefined;
  active: boolean;
  usageLimitPerUser: number | undefined;
  usageLimit: number | undefined;
  /** FREEITEM only: menu item ids. */
  freeItems: string[];
}

export const emptyDiscountForm = (): DiscountFormValues => ({
  code: '',
  type: 'PERCENTAGE',
  value: undefined,
  cap: undefined,
  expiration: undefined,
  active: true,
  usageLimitPerUser: 1,
  usageLimit: undefined,
  freeItems: [],
});

export function formOf(view: DiscountCodeView, unit: CurrencyUnit): DiscountFormValues {
  const money = (rial: number | null) => (rial === null ? undefined : rialToUnit(rial, unit));
  return {
    code: view.code,
    type: view.type,
    value: view.type === 'MONEY' ? money(view.value) : (view.value ?? undefined),
    cap: money(view.cap),
    expiration: view.expiration,
    active: view.active,
    usageLimitPerUser: view.usageLimitPerUser ?? undefined,
    usageLimit: view.usageLimit ?? undefined,
    freeItems: view.freeItems.map((i) => i.id),
  };
}

export function requestOf(values: DiscountFormValues, unit: CurrencyUnit): DiscountCodeFieldsInput {
  const rial = (amount: number | undefined) =>
    amount === undefined ? null : unitToRial(amount, unit);
  const { type } = values;
  return {
    code: values.code.trim(),
    type,
    value:
      type === 'PERCENTAGE' ? (values.value ?? null) : type === 'MONEY' ? rial(values.value) : null,
    cap: type === 'PERCENTAGE' ? rial(values.cap) : null,
    expiration: values.expiration ?? '',
    active: values.active,
    usageLimitPerUser: values.usageLimitPerUser ?? null,
    usageLimit: values.usageLimit ?? null,
    freeItems: type === 'FREEITEM' ? values.freeItems.map((id) => ({ id })) : [],
  };
}
