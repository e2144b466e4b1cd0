// Every refusal the domain can give: a stable code (the API contract) and the Persian text the UI shows.
export const errorMessages = {
  INVALID_ORDER_STATE: 'تغییر وضعیت سفارش در وضعیت فعلی مجاز نیست.',
  DUPLICATE_ORDER_STATE: 'سفارش هم‌اکنون در همین وضعیت است.',
  ORDER_HAS_TO_HAVE_DELIVER_METHOD: 'برای این سفارش باید روش ارسال انتخاب شود.',
  NOT_ALLOW_REMOVE_ALL_ITEMS: 'امکان حذف همه اقلام سفارش وجود ندارد.',
  ORDER_NOT_FOUND: 'سفارش یافت نشد.',
  ORDER_ALREADY_EXISTS: 'سفارشی با این شناسه قبلاً ثبت شده است.',
  ORDER_EMPTY: 'سفارش باید حداقل یک قلم داشته باشد.',
  PREPARATION_TIME_TOO_SHORT: 'زمان آماده‌سازی نباید کمتر از ۱۴ دقیقه باشد.',
  EDIT_INCREASE_NOT_ALLOWED: 'افزایش تعداد این قلم بیش از تعداد اولیه مجاز نیست.',
  ITEM_NOT_FOUND: 'قلم مورد نظر در سفارش یافت نشد.',
  INVALID_TRIP_STATE: 'تغییر وضعیت سفر پیک در وضعیت فعلی مجاز نیست.',
  TRIP_NOT_FOUND: 'سفر پیک یافت نشد.',
  INVALID_TRANSACTION_STATE: 'تغییر وضعیت تراکنش در وضعیت فعلی مجاز نیست.',
  TRANSACTION_NOT_FOUND: 'تراکنش یافت نشد.',
  REFUND_EXCEEDS_PAID: 'مبلغ بازپرداخت بیشتر از مبلغ پرداخت‌شده است.',
  CART_ITEM_NOT_FOUND: 'قلم مورد نظر در سبد خرید یافت نشد.',
  CART_EMPTY: 'سبد خرید خالی است.',
  CART_CHECKED_OUT: 'این سبد خرید قبلاً ثبت شده است.',
  ITEM_UNAVAILABLE: 'این قلم در حال حاضر موجود نیست.',
  CART_NOT_FOUND: 'سبد خرید یافت نشد.',
  CART_ADDRESS_REQUIRED: 'برای ارسال با پیک، آدرس تحویل را انتخاب کنید.',
  CART_FREE_ITEM_LOCKED: 'تعداد اقلام هدیهٔ کد تخفیف قابل تغییر نیست.',
  PAYMENT_AUTHORITY_MISMATCH: 'شناسهٔ پرداخت با این تراکنش مطابقت ندارد.',
  DISCOUNT_CODE_INVALID: 'کد تخفیف صحیح نیست یا به سقف تعداد استفاده مجاز رسیده است.',
  INVALID_INPUT: 'اطلاعات ارسال‌شده معتبر نیست.',
  CONCURRENCY_CONFLICT: 'این رکورد هم‌زمان تغییر کرد؛ دوباره تلاش کنید.',
  OPERATION_FAILED: 'خطا در انجام عملیات',
  ORDER_ALREADY_PAID: 'مبلغ این سفارش قبلاً به‌طور کامل پرداخت شده است.',
  PAYMENT_EXCEEDS_BALANCE: 'مبلغ پرداخت بیشتر از مانده حساب سفارش است.',
  VENDOR_ALREADY_EXISTS: 'فروشگاهی با این شناسه قبلاً ثبت شده است.',
  VENDOR_NOT_FOUND: 'فروشگاه یافت نشد.',
  MENU_ITEM_NOT_FOUND: 'این قلم در منو یافت نشد.',
  MENU_CATEGORY_NOT_FOUND: 'دسته‌بندی منو یافت نشد.',
  TOPPING_CATEGORY_NOT_FOUND: 'دسته‌بندی افزودنی یافت نشد.',
  CATALOG_ID_TAKEN: 'این شناسه در منو قبلاً استفاده شده است.',
  TOPPING_CHOICE_INVALID: 'انتخاب افزودنی‌ها با شرایط این قلم سازگار نیست.',
} as const;

export type ErrorCode = keyof typeof errorMessages;

export interface FieldError {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

/** A refusal decided by the domain. Never thrown for bugs; the gateway maps it to problem+json. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    readonly errors: readonly FieldError[] = [],
    readonly detail?: Record<string, unknown>,
  ) {
    super(errorMessages[code]);
  }
}

export const domainError = (code: ErrorCode, detail?: Record<string, unknown>) =>
  new DomainError(code, [], detail);

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
