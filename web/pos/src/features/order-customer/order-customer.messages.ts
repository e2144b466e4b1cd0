// Every Persian text of the POS customer picker (STYLE §15): finding the customer by phone, name
// or the incoming call, creating one on the spot, and choosing the address a courier goes to.
// The zone refusal is the server's own text (OUT_OF_DELIVERY_ZONE).
export const orderCustomerMessages = {
  title: 'مشتری',
  optional: 'اختیاری',
  required: 'الزامی',
  search: 'جستجوی مشتری',
  searchPlaceholder: 'شماره همراه یا نام، مثلاً ۰۹۱۲',
  searching: 'در حال جستجو…',
  noMatch: 'مشتری‌ای با این مشخصات پیدا نشد.',
  typeMore: 'دست‌کم دو حرف یا رقم بنویسید.',
  callerId: 'تماس ورودی',
  callerIdHint: (phone: string) => `آخرین تماس: ${phone}`,
  callerIdNeedsPhone: 'شمارهٔ تماس‌گیرنده را در جستجو بنویسید، سپس «تماس ورودی» را بزنید.',
  callerUnknown: (phone: string) => `${phone} در فهرست مشتریان نیست؛ مشتری جدید بسازید.`,
  newCustomer: 'مشتری جدید',
  change: 'تغییر مشتری',
  addresses: (n: string) => `${n} آدرس`,
  form: {
    firstName: 'نام',
    lastName: 'نام خانوادگی',
    phone: 'شمارهٔ همراه',
    save: 'ثبت و انتخاب',
    cancel: 'انصراف',
    required: 'این فیلد را پر کنید.',
    saved: 'مشتری ثبت شد',
  },
  address: {
    title: 'آدرس ارسال',
    loading: 'در حال دریافت آدرس‌ها…',
    none: 'این مشتری آدرسی ندارد؛ آدرس او را در بخش «مشتریان» روی نقشه ثبت کنید.',
    checking: 'در حال بررسی محدودهٔ ارسال…',
    zone: (zone: string) => `محدودهٔ ${zone}`,
    notLocated:
      'این آدرس روی نقشه ثبت نشده و هزینهٔ ارسالش معلوم نیست؛ آن را در بخش «مشتریان» روی نقشه ثبت کنید.',
  },
} as const;
