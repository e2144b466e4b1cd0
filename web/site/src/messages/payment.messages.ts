// Persian text of the checkout, the payment outcome and the payment link page (STYLE §15).
import { errorMessages } from '@sofre/engine';

export const checkoutMessages = {
  title: 'تکمیل سفارش',
  delivery: 'تحویل',
  atTable: (table: string) => `سرو در سالن · میز ${table}`,
  change: 'تغییر',
  description: 'توضیحات برای رستوران',
  descriptionPlaceholder: 'مثلاً غذا کم‌نمک باشد',
  submit: (amount: string) => `ثبت سفارش و پرداخت ${amount}`,
  addressRequired: errorMessages.CART_ADDRESS_REQUIRED,
  paysOnline: 'پرداخت آنلاین؛ پس از پرداخت، سفارش برای رستوران فرستاده می‌شود.',
  tableBill: (number: string, due: string) =>
    `این میز صورت‌حساب باز دارد (سفارش ${number}، ${due} پرداخت‌نشده). می‌توانید این سفارش را به همان صورت‌حساب اضافه کنید و سر میز یکجا بپردازید.`,
  addToBill: 'افزودن به صورت‌حساب میز',
} as const;

export const paymentMessages = {
  ok: 'پرداخت با موفقیت انجام شد. سفارش شما برای رستوران فرستاده شد.',
  failed: 'پرداخت انجام نشد. سفارش شما ثبت شده و منتظر پرداخت است.',
  awaiting: 'این سفارش منتظر پرداخت است.',
  retry: 'پرداخت دوباره',
  pay: 'پرداخت',
} as const;

export const paymentLinkMessages = {
  title: (number: string) => `پرداخت سفارش #${number}`,
  vendor: 'رستوران',
  total: 'مبلغ سفارش',
  due: 'مبلغ قابل پرداخت',
  pay: (amount: string) => `پرداخت ${amount}`,
  paid: 'این سفارش پرداخت شده است.',
  track: 'پیگیری سفارش',
  loading: 'در حال دریافت سفارش…',
  notFound: 'سفارشی با این پیوند یافت نشد.',
} as const;
