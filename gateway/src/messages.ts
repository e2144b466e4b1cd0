// Every text a user of the gateway reads (STYLE §15). Domain refusals keep the engine's own
// catalogue (errorMessages); these are the gateway's: validation, routing, idempotency, live.
export const messages = {
  VALIDATION_FAILED: 'اطلاعات ارسال‌شده معتبر نیست؛ موارد مشخص‌شده را اصلاح کنید.',
  ROUTE_NOT_FOUND: 'آدرس درخواستی یافت نشد.',
  IDEMPOTENCY_KEY_REUSED: 'این کلید درخواست قبلاً برای درخواست دیگری به کار رفته است.',
  IDEMPOTENCY_REQUEST_IN_PROGRESS: 'درخواست قبلی با همین کلید هنوز در حال انجام است.',
  READ_MODEL_BEHIND: 'اطلاعات هنوز به‌روز نشده است؛ چند لحظه بعد دوباره تلاش کنید.',
  FORBIDDEN: 'شما به این بخش دسترسی ندارید.',
  OPERATION_FAILED: 'خطا در انجام عملیات',
  LIVE_BAD_MESSAGE: 'پیام ارسالی قابل پردازش نیست.',
  LIVE_TOO_SLOW: 'اتصال کند است؛ دوباره وصل شوید.',
  LIVE_TOO_MANY_BAD_MESSAGES: 'پیام‌های نامعتبر بیش از حد مجاز است؛ اتصال بسته شد.',
  LIVE_TOO_MANY_SUBSCRIBES: 'درخواست‌های اشتراک بیش از حد مجاز است؛ اتصال بسته شد.',
  UNAUTHENTICATED: 'نشست شما معتبر نیست یا به پایان رسیده است؛ دوباره وارد شوید.',
  RATE_LIMITED: 'تعداد درخواست‌ها بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید.',
  // Maps (maps/reverse-geocoder.port.ts): the provider failed, or has no address for the point.
  MAPS_UNAVAILABLE: 'سرویس نقشه در دسترس نیست؛ آدرس را دستی وارد کنید یا کمی بعد تلاش کنید.',
  MAPS_NO_ADDRESS: 'برای این نقطه آدرسی یافت نشد؛ آدرس را دستی وارد کنید.',
  // Couriers (couriers/courier-provider.port.ts): the provider failed us, or its webhook is not its.
  COURIER_PROVIDER_UNAVAILABLE: 'سرویس پیک در دسترس نیست؛ چند لحظه بعد دوباره تلاش کنید.',
  COURIER_PROVIDER_REFUSED: 'سرویس پیک درخواست را نپذیرفت.',
  COURIER_PROVIDER_MISCONFIGURED: 'تنظیمات سرویس پیک نادرست است؛ با پشتیبانی تماس بگیرید.',
  WEBHOOK_SIGNATURE_INVALID: 'امضای درخواست معتبر نیست.',
} as const;

export type GatewayMessageCode = keyof typeof messages;

/** What a refusal's `detail` adds to the engine's message, from its facts (refusal-detail.ts). */
export const refusalDetails = {
  /** VENDOR_CLOSED: «زمان بازگشایی: جمعه ۱ فروردین، ساعت ۱۲:۰۰». */
  opensAt: (day: string, time: string) => `زمان بازگشایی: ${day}، ساعت ${time}`,
  /** BASKET_BELOW_MINIMUM: «حداقل مبلغ سفارش ۵۰٬۰۰۰ تومان است.» */
  minimumBasket: (amount: string) => `حداقل مبلغ سفارش ${amount} است.`,
  currency: { TOMAN: 'تومان', RIAL: 'ریال' },
  /** CART_ITEMS_UNAVAILABLE: «اقلامی که دیگر عرضه نمی‌شوند: کباب کوبیده، دوغ محلی». */
  itemsTakenOut: (titles: readonly string[]) =>
    `اقلامی که دیگر عرضه نمی‌شوند: ${titles.join('، ')}`,
} as const;

/** Persian text for one invalid field, by zod issue code. */
export const fieldMessages: Record<string, string> = {
  invalid_type: 'این مقدار الزامی است یا نوع آن درست نیست.',
  too_small: 'مقدار کمتر از حد مجاز است.',
  too_big: 'مقدار بیشتر از حد مجاز است.',
  invalid_format: 'قالب این مقدار درست نیست.',
  invalid_value: 'این مقدار مجاز نیست.',
  invalid_union: 'این مقدار مجاز نیست.',
  unrecognized_keys: 'فیلد ناشناخته ارسال شده است.',
  not_multiple_of: 'مقدار باید مضربی از عدد مشخص‌شده باشد.',
  custom: 'این مقدار معتبر نیست.',
};
export const defaultFieldMessage = 'این مقدار معتبر نیست.';

/** The page shown when a web app has not been built yet. */
export const notBuiltPage = (app: string, dir: string) => `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>سفره — ${app}</title></head>
<body style="font-family: Vazirmatn, Tahoma, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 2">
<h1>برنامهٔ «${app}» هنوز ساخته نشده است</h1>
<p>برای ساختن برنامه‌های وب در ریشهٔ مخزن این دستور را اجرا کنید و سپس سرور را دوباره راه بیندازید:</p>
<pre dir="ltr">npm run build:web</pre>
<hr>
<p dir="ltr" style="text-align: left">The web app "${app}" is not built yet (${dir} is missing).
Run <code>npm run build:web</code> at the repository root, then restart the gateway.</p>
</body></html>`;
