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
  // Identity (spec §8; OWASP ASVS 5 one-time codes and refresh tokens).
  INVALID_PHONE_NUMBER: 'شماره تلفن همراه وارد شده معتبر نیست.',
  OTP_INVALID: 'کد وارد شده صحیح نیست',
  OTP_EXPIRED: 'کد یک‌بار مصرف منقضی شده است؛ کد جدید دریافت کنید.',
  OTP_ALREADY_USED: 'این کد قبلاً استفاده شده است؛ کد جدید دریافت کنید.',
  OTP_TOO_MANY_ATTEMPTS: 'تعداد تلاش‌های ناموفق بیش از حد مجاز است؛ کد جدید دریافت کنید.',
  OTP_RESEND_TOO_SOON: 'برای دریافت کد جدید کمی صبر کنید.',
  OTP_DAILY_LIMIT: 'سقف ارسال کد به این شماره پر شده است؛ فردا دوباره تلاش کنید.',
  REFRESH_TOKEN_INVALID: 'نشست شما معتبر نیست؛ دوباره وارد شوید.',
  REFRESH_TOKEN_EXPIRED: 'نشست شما منقضی شده است؛ دوباره وارد شوید.',
  REFRESH_TOKEN_REVOKED: 'نشست شما پایان یافته است؛ دوباره وارد شوید.',
  REFRESH_TOKEN_REUSED: 'این نشست به دلیل استفادهٔ تکراری باطل شد؛ دوباره وارد شوید.',
  USER_NOT_FOUND: 'کاربری با این شماره ثبت نشده است.',
  USER_ALREADY_EXISTS: 'کاربری با این شناسه قبلاً ثبت شده است.',
  USER_HAS_NO_ACCESS: 'شما به این بخش دسترسی ندارید.',
  // Staff and roles (spec §6).
  ROLE_NOT_FOUND: 'نقش یافت نشد.',
  ROLE_NAME_TAKEN: 'نقشی با این نام قبلاً تعریف شده است.',
  ROLE_NEEDS_PERMISSION: 'نقش باید حداقل یک دسترسی داشته باشد.',
  ROLE_IN_USE: 'این نقش به کارکنانی داده شده است و قابل حذف نیست.',
  OWNER_ROLE_LOCKED: 'نقش مالک قابل ویرایش یا حذف نیست.',
  ROLES_ALREADY_SEEDED: 'نقش‌های پیش‌فرض این فروشگاه قبلاً ساخته شده‌اند.',
  STAFF_NOT_FOUND: 'کارمند یافت نشد.',
  STAFF_ALREADY_EXISTS: 'این کاربر قبلاً به کارکنان اضافه شده است.',
  LAST_OWNER: 'فروشگاه باید حداقل یک مالک داشته باشد.',
  // Customers and addresses (spec §8 wording where it is given).
  PHONE_EXISTS: 'مشتری با این شماره تلفن قبلاً ثبت شده است.',
  CUSTOMER_NOT_FOUND: 'مشتری یافت نشد.',
  ADDRESS_NOT_FOUND: 'آدرس یافت نشد.',
  ADDRESS_ADD_FAILED: 'خطا در ثبت آدرس',
  ADDRESS_EDIT_FAILED: 'خطا در ویرایش آدرس',
  // Vendor availability (spec §4 open check).
  AVAILABILITY_INVALID: 'بازه‌های ساعت کاری معتبر نیستند.',
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
