// The POS discount code field's Persian text (the applied toast is the engine's spec §8 text).
import { DISCOUNT_APPLIED_MESSAGE } from '@sofre/engine/discounts';

export const couponMessages = {
  label: 'کد تخفیف',
  placeholder: 'کد را وارد کنید',
  apply: 'اعمال',
  remove: 'حذف کد',
  applied: DISCOUNT_APPLIED_MESSAGE,
  needsItems: 'ابتدا اقلام سفارش را انتخاب کنید.',
  percentOff: (percent: string) => `${percent}٪ تخفیف`,
  upTo: (cap: string) => `تا سقف ${cap}`,
  moneyOff: (amount: string) => `${amount} تخفیف`,
  freeShipping: 'ارسال رایگان',
  freeItems: (titles: string) => `هدیه: ${titles}`,
  manualLocked: 'با کد تخفیف، تخفیف دستی اعمال نمی‌شود.',
} as const;
