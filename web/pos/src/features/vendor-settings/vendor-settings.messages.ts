// Every Persian text of the vendor settings screen (STYLE §15). Refusals (a Sheba of another
// bank, a card number that fails its check) come with the server's own text.
export const settingsMessages = {
  title: 'تنظیمات فروشگاه',
  intro: 'حساب بانکی تسویهٔ فروش آنلاین، سفارش از سایت و تنظیمات چاپ فاکتور.',
  saved: 'عملیات با موفقیت انجام گردید.',
  loading: 'در حال دریافت…',
  bank: {
    title: 'حساب بانکی تسویه',
    intro:
      'مبلغ فروش آنلاین به این حساب واریز می‌شود. نام صاحب حساب باید با نام ثبت‌شده در بانک یکی باشد.',
    none: 'هنوز حساب بانکی ثبت نشده است.',
    bankName: 'بانک',
    bankRequired: 'بانک را انتخاب کنید.',
    accountHolder: 'نام صاحب حساب',
    accountHolderRequired: 'نام صاحب حساب را وارد کنید.',
    iban: 'شماره شبا',
    ibanHint: 'با IR و ۲۴ رقم؛ ارقام فارسی یا انگلیسی فرقی ندارد.',
    ibanInvalid: 'شماره شبا معتبر نیست (IR و ۲۴ رقم).',
    cardNumber: 'شماره کارت (اختیاری)',
    cardInvalid: 'شماره کارت ۱۶ رقم است و معتبر نیست.',
    add: 'ثبت حساب',
    save: 'ذخیرهٔ تغییرات',
  },
  site: {
    title: 'سفارش از سایت',
    logo: 'لوگوی رستوران',
    logoHint:
      'در سایت سفارش، کنار نام رستوران نمایش داده می‌شود. تصویر JPEG، PNG یا WebP تا ۲ مگابایت؛ بهتر است مربعی باشد.',
    minimumBasket: 'حداقل مبلغ سفارش سایت',
    minimumBasketHint:
      'سفارش سایت و QR میز وقتی ثبت می‌شود که جمع اقلام، پس از کد تخفیف و بدون هزینهٔ ارسال، بسته‌بندی و مالیات، به این مبلغ برسد. خالی یا صفر یعنی بدون حداقل.',
    save: 'ذخیره',
  },
  factor: {
    title: 'چاپ فاکتور',
    printItems: 'چاپ اقلام سفارش روی فاکتور',
    printItemsHint: 'اگر خاموش باشد، فاکتور مشتری فقط جمع مبالغ را نشان می‌دهد.',
  },
} as const;
