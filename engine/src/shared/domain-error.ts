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
  REFUND_NOT_FOUND: 'این بازپرداخت در تراکنش ثبت نشده است.',
  CART_ITEM_NOT_FOUND: 'قلم مورد نظر در سبد خرید یافت نشد.',
  CART_EMPTY: 'سبد خرید خالی است.',
  CART_CHECKED_OUT: 'این سبد خرید قبلاً ثبت شده است.',
  TABLE_BILL_NOT_OPEN: 'این میز صورت‌حساب بازی ندارد؛ سفارش را جداگانه ثبت و پرداخت کنید.',
  ITEM_UNAVAILABLE: 'این قلم در حال حاضر موجود نیست.',
  CART_NOT_FOUND: 'سبد خرید یافت نشد.',
  CART_ADDRESS_REQUIRED: 'برای ارسال با پیک، آدرس تحویل را انتخاب کنید.',
  CART_FREE_ITEM_LOCKED: 'تعداد اقلام هدیهٔ کد تخفیف قابل تغییر نیست.',
  // A site order the vendor does not take: closed now by its hours (spec §4 open check), or goods
  // under its minimum basket (spec §3 "Vendor: minimumBasket"). The gateway adds when it opens
  // next, and the minimum, in the problem's detail.
  VENDOR_CLOSED: 'رستوران در حال حاضر سفارش نمی‌پذیرد.',
  BASKET_BELOW_MINIMUM: 'مبلغ سفارش از حداقل مبلغ سفارش این رستوران کمتر است.',
  CART_ITEMS_UNAVAILABLE:
    'برخی اقلام سبد خرید دیگر قابل سفارش نیستند و از سبد حذف شدند؛ سبد را دوباره ببینید و ثبت کنید.',
  PAYMENT_AUTHORITY_MISMATCH: 'شناسهٔ پرداخت با این تراکنش مطابقت ندارد.',
  DISCOUNT_CODE_INVALID: 'کد تخفیف صحیح نیست یا به سقف تعداد استفاده مجاز رسیده است.',
  INVALID_INPUT: 'اطلاعات ارسال‌شده معتبر نیست.',
  CONCURRENCY_CONFLICT: 'این رکورد هم‌زمان تغییر کرد؛ دوباره تلاش کنید.',
  OPERATION_FAILED: 'خطا در انجام عملیات',
  ORDER_ALREADY_PAID: 'مبلغ این سفارش قبلاً به‌طور کامل پرداخت شده است.',
  PAYMENT_EXCEEDS_BALANCE: 'مبلغ پرداخت بیشتر از مانده حساب سفارش است.',
  PAYMENT_PARTS_MISMATCH: 'جمع مبالغ پرداخت ترکیبی باید دقیقاً برابر مانده حساب سفارش باشد.',
  REFUND_EXCEEDS_PAID: 'مبلغ بازپرداخت بیشتر از مبلغ پرداخت‌شده و بازپرداخت‌نشده سفارش است.',
  REFUND_LINE_UNKNOWN: 'این قلم در سفارش نیست یا پیش‌تر به‌طور کامل بازپرداخت شده است.',
  REFUND_AMOUNT_OR_LINES: 'برای بازپرداخت یا مبلغ را وارد کنید یا اقلام را؛ نه هر دو.',
  ORDER_LINE_NOT_FOUND: 'این ردیف در سفارش نیست؛ سفارش را دوباره باز کنید.',
  ORDER_CHANGED_MEANWHILE:
    'این سفارش هم‌زمان تغییر کرد؛ سفارش تازه را ببینید و دوباره ویرایش کنید.',
  CREDIT_NEEDS_CUSTOMER:
    'سفارش اعتباری باید به نام مشتری ثبت شود؛ نام و شمارهٔ تلفن مشتری را وارد کنید.',
  ORDER_NOT_AT_TABLE: 'این سفارش سفارش سالن نیست و میز ندارد.',
  DINING_TABLE_OCCUPIED: 'این میز سفارش باز دیگری دارد؛ میز دیگری انتخاب کنید.',
  ORDER_CUSTOMER_HAS_NO_PHONE: 'برای این سفارش شماره تلفنی ثبت نشده است.',
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
  CUSTOMER_INVALID: 'اطلاعات مشتری معتبر نیست؛ موارد مشخص‌شده را اصلاح کنید.',
  // Vendor availability (spec §4 open check).
  AVAILABILITY_INVALID: 'بازه‌های ساعت کاری معتبر نیستند.',
  // Back-office records (records/): each kind adds its own NOT_FOUND and rule codes below.
  RECORD_ID_TAKEN: 'رکوردی با این شناسه قبلاً ثبت شده است.',
  // Food shifts and printing.
  FOOD_SHIFT_NOT_FOUND: 'شیفت غذایی یافت نشد.',
  FOOD_SHIFT_IN_USE: 'این شیفت غذایی به منو داده شده است و قابل حذف نیست:',
  FOOD_SHIFT_TITLE_TAKEN: 'شیفت غذایی با این عنوان قبلاً تعریف شده است.',
  PRINTER_NOT_FOUND: 'چاپگر یافت نشد.',
  PRINTER_NAME_TAKEN: 'چاپگری با این نام قبلاً تعریف شده است.',
  PRINTER_ADDRESS_TAKEN: 'چاپگر دیگری با همین نشانی IP و درگاه تعریف شده است.',
  PRINTER_STATION_NOT_FOUND: 'ایستگاه چاپ یافت نشد.',
  PRINTER_STATION_TITLE_TAKEN: 'ایستگاه چاپی با این عنوان قبلاً تعریف شده است.',
  // Food shift hours, printer stations' references, default descriptions (task F).
  FOOD_SHIFT_END_BEFORE_START: 'ساعت پایان باید بعد از ساعت شروع باشد.',
  FOOD_SHIFT_TIMES_OVERLAP: 'این بازه با بازهٔ دیگری در همین روز هم‌پوشانی دارد.',
  PRINTER_IN_USE: 'این چاپگر در ایستگاه چاپ استفاده شده است؛ ابتدا آن را از ایستگاه بردارید.',
  PRINTER_STATION_PRINTER_UNKNOWN: 'چاپگر انتخاب‌شده وجود ندارد.',
  PRINTER_STATION_CATEGORY_UNKNOWN: 'دسته‌بندی انتخاب‌شده در منو وجود ندارد.',
  PRINTER_STATION_CATEGORIES_REQUIRED: 'برای ایستگاه آشپزخانه دست‌کم یک دسته‌بندی انتخاب کنید.',
  // The print queue (kitchen tickets and receipts on the restaurant's printers).
  PRINT_JOB_NOT_FOUND: 'کار چاپ یافت نشد.',
  PRINT_JOB_BUSY: 'این کار چاپ هم‌اکنون در حال چاپ است.',
  PRINT_JOB_NOT_DUE: 'نوبت تلاش دوباره برای این کار چاپ هنوز نرسیده است.',
  PRINT_JOB_FINISHED: 'این کار چاپ پیش‌تر به پایان رسیده است.',
  PRINT_NO_RECEIPT_PRINTER:
    'چاپگری برای رسید مشتری تعریف نشده است؛ در بخش چاپگرها یک ایستگاه «رسید مشتری» بسازید.',
  DEFAULT_DESCRIPTION_NOT_FOUND: 'توضیح پیش‌فرض یافت نشد.',
  DEFAULT_DESCRIPTION_TITLE_TAKEN: 'این توضیح پیش‌فرض قبلاً ثبت شده است.',
  // Delivery zones (spec §3, §8 "choose from covered areas").
  DELIVERY_ZONE_NOT_FOUND: 'محدودهٔ ارسال یافت نشد.',
  DELIVERY_ZONE_NAME_TAKEN: 'محدوده‌ای با این نام قبلاً تعریف شده است.',
  DELIVERY_ZONE_POLYGON_TOO_FEW_POINTS: 'محدوده باید دست‌کم سه نقطهٔ متفاوت داشته باشد.',
  DELIVERY_ZONE_POLYGON_NOT_CLOSED: 'نقطهٔ پایانی محدوده باید همان نقطهٔ آغاز باشد.',
  DELIVERY_ZONE_POLYGON_OUT_OF_RANGE:
    'مختصات محدوده معتبر نیست (عرض جغرافیایی بین ۹۰- و ۹۰، طول بین ۱۸۰- و ۱۸۰).',
  DELIVERY_ZONE_OUTSIDE_IRAN: 'محدودهٔ ارسال باید در ایران باشد.',
  DELIVERY_ZONE_POLYGON_SELF_INTERSECTS:
    'مرزهای محدوده نباید یکدیگر را قطع کنند یا نقطهٔ تکراری داشته باشند.',
  DELIVERY_ZONE_POLYGON_NO_AREA: 'نقطه‌های محدوده روی یک خط هستند و محدوده مساحتی ندارد.',
  OUT_OF_DELIVERY_ZONE: 'لطفاً آدرسی در محدوده‌های تحت پوشش انتخاب کنید.',
  // Dining tables, table categories and reservations (spec §3 table states FREE, RESERVED).
  DINING_TABLE_NOT_FOUND: 'میز یافت نشد.',
  DINING_TABLE_NUMBER_TAKEN: 'میزی با این شماره قبلاً تعریف شده است.',
  DINING_TABLE_CATEGORY_NOT_FOUND: 'دسته‌بندی میز یافت نشد.',
  DINING_TABLE_CATEGORY_TITLE_TAKEN: 'دسته‌بندی میزی با این عنوان قبلاً تعریف شده است.',
  DINING_TABLE_CATEGORY_UNKNOWN: 'دسته‌بندی انتخاب‌شده برای میز وجود ندارد.',
  DINING_TABLE_INACTIVE: 'این میز غیرفعال است و قابل رزرو نیست.',
  DINING_TABLE_ALREADY_RESERVED: 'این میز هم‌اکنون رزرو است.',
  DINING_TABLE_ALREADY_FREE: 'این میز هم‌اکنون آزاد است.',
  DINING_TABLE_IN_USE: 'این میز رزرو است؛ ابتدا آن را آزاد کنید.',
  DINING_TABLE_CAPACITY_EXCEEDED: 'تعداد نفرات از ظرفیت میز بیشتر است.',
  DINING_TABLE_CAPACITY_BELOW_PARTY: 'ظرفیت میز از تعداد نفرات رزرو فعلی آن کمتر می‌شود.',
  RESERVATION_TIME_PAST: 'زمان رزرو نمی‌تواند در گذشته باشد.',
  RESERVATION_TIME_TOO_FAR: 'زمان رزرو حداکثر تا ۹۰ روز آینده مجاز است.',
  // Discount codes (spec §3, §5, §8; DISCOUNT_CODE_INVALID above is the site's §5 text).
  DISCOUNT_CODE_NOT_FOUND: 'کد تخفیف یافت نشد.',
  DISCOUNT_CODE_EXPIRED: 'مهلت استفاده از این کد تخفیف به پایان رسیده است.',
  DISCOUNT_CODE_ALREADY_USED: 'شما قبلاً از این کد تخفیف به تعداد مجاز استفاده کرده‌اید.',
  DISCOUNT_CODE_TAKEN: 'کد تخفیفی با همین کد قبلاً تعریف شده است.',
  DISCOUNT_PERCENT_OUT_OF_RANGE: 'درصد تخفیف باید بین ۱ تا ۱۰۰ باشد.',
  DISCOUNT_CAP_REQUIRED: 'سقف مبلغ تخفیف درصدی را وارد کنید.',
  DISCOUNT_CAP_NOT_ALLOWED: 'سقف مبلغ فقط برای تخفیف درصدی تعریف می‌شود.',
  DISCOUNT_AMOUNT_REQUIRED: 'مبلغ تخفیف باید بیشتر از صفر باشد.',
  DISCOUNT_VALUE_NOT_ALLOWED: 'این نوع تخفیف مقدار ندارد.',
  DISCOUNT_FREE_ITEMS_REQUIRED: 'دست‌کم یک قلم هدیه انتخاب کنید.',
  DISCOUNT_FREE_ITEMS_NOT_ALLOWED: 'اقلام هدیه فقط برای تخفیف «قلم رایگان» تعریف می‌شوند.',
  DISCOUNT_EXPIRATION_PAST: 'تاریخ انقضای کد تخفیف باید در آینده باشد.',
  DISCOUNT_USAGE_LIMIT_INVALID: 'سقف دفعات استفاده باید دست‌کم ۱ باشد (خالی یعنی نامحدود).',
  DISCOUNT_CODE_WITH_MANUAL_DISCOUNT:
    'کد تخفیف و تخفیف دستی با هم اعمال نمی‌شوند؛ یکی را انتخاب کنید.',
  // Catalog: menu categories, items, tags, toppings (task D) and image upload.
  MENU_CATEGORY_NOT_EMPTY: 'این دسته‌بندی هنوز قلم دارد؛ ابتدا اقلام آن را حذف یا جابه‌جا کنید.',
  MENU_CATEGORY_TITLE_TAKEN: 'دسته‌بندی با این عنوان قبلاً تعریف شده است.',
  MENU_ITEM_DISCOUNT_ABOVE_PRICE: 'تخفیف نمی‌تواند بیشتر از قیمت باشد.',
  MENU_ITEM_TAG_UNKNOWN: 'برچسب انتخاب‌شده وجود ندارد.',
  FOOD_SHIFT_UNKNOWN: 'شیفت غذایی انتخاب‌شده وجود ندارد.',
  MENU_ITEM_TAG_TITLE_TAKEN: 'برچسبی با این عنوان قبلاً تعریف شده است.',
  ITEM_NOT_SELLING_NOW: 'این قلم در این ساعت عرضه نمی‌شود.',
  ITEM_NOT_ON_CHANNEL: 'این قلم در این روش فروش (سالن، سایت، QR، کیوسک …) عرضه نمی‌شود.',
  TOPPING_NOT_FOUND: 'افزودنی یافت نشد.',
  TOPPING_MIN_ABOVE_MAX: 'حداقل انتخاب نمی‌تواند بیشتر از حداکثر انتخاب باشد.',
  TOPPING_MAX_CHOICES_ABOVE_TOPPINGS:
    'حداکثر انتخاب نمی‌تواند بیشتر از تعداد افزودنی‌های این دسته باشد.',
  TOPPING_CATEGORY_IN_USE:
    'این دسته‌بندی افزودنی به اقلام منو داده شده است؛ ابتدا آن را از اقلام بردارید.',
  TOPPING_REMOVAL_BELOW_MAX_CHOICES:
    'با حذف این افزودنی تعداد افزودنی‌ها از حداکثر انتخاب دسته کمتر می‌شود؛ ابتدا حداکثر انتخاب را کم کنید.',
  FILE_REQUIRED: 'فایلی برای بارگذاری ارسال نشده است.',
  FILE_TYPE_NOT_ALLOWED: 'فقط تصویر با قالب JPEG، PNG یا WebP پذیرفته می‌شود.',
  FILE_TOO_LARGE: 'حجم تصویر نباید بیشتر از ۲ مگابایت باشد.',
  FILE_NOT_FOUND: 'فایل یافت نشد.',
  // Vendor administration, settlement account, brands, banks and POS terminals (task B).
  VENDOR_INACTIVE: 'این فروشگاه غیرفعال شده است.',
  LOGO_NOT_OWN_FILE: 'لوگو باید تصویری باشد که برای همین رستوران بارگذاری شده است.',
  VENDOR_BANK_ACCOUNT_NOT_FOUND: 'حساب بانکی فروشگاه هنوز ثبت نشده است.',
  VENDOR_BANK_ACCOUNT_EXISTS: 'حساب بانکی فروشگاه قبلاً ثبت شده است؛ آن را ویرایش کنید.',
  IBAN_INVALID: 'شماره شبا معتبر نیست (IR و ۲۴ رقم).',
  IBAN_BANK_MISMATCH: 'این شماره شبا متعلق به بانک انتخاب‌شده نیست.',
  CARD_NUMBER_INVALID: 'شماره کارت معتبر نیست.',
  BRAND_NOT_FOUND: 'برند یافت نشد.',
  BANK_NOT_FOUND: 'حساب بانکی یافت نشد.',
  BANK_TITLE_TAKEN: 'حساب بانکی با این عنوان قبلاً ثبت شده است.',
  BANK_IBAN_TAKEN: 'حسابی با این شماره شبا قبلاً ثبت شده است.',
  POS_TERMINAL_NOT_FOUND: 'کارت‌خوان یافت نشد.',
  POS_TERMINAL_TITLE_TAKEN: 'کارت‌خوانی با این عنوان قبلاً تعریف شده است.',
  POS_TERMINAL_ID_TAKEN: 'کارت‌خوانی با این شمارهٔ پایانه در همین بانک قبلاً تعریف شده است.',
  POS_TERMINAL_ADDRESS_TAKEN: 'کارت‌خوان دیگری با همین نشانی IP و درگاه تعریف شده است.',
  POS_TERMINAL_IP_REQUIRED: 'برای کارت‌خوان شبکه‌ای نشانی IP را وارد کنید.',
  POS_TERMINAL_PORT_REQUIRED: 'برای کارت‌خوان شبکه‌ای درگاه (پورت) را وارد کنید.',
  BANK_PROVIDER_NOT_ENABLED: 'بانک پیش‌فرض باید یکی از بانک‌های فعال باشد.',
  // The vendor's own online payment gateway (issue 32, banking/online-gateway.ts).
  ONLINE_GATEWAY_CREDENTIALS_REQUIRED:
    'برای درگاه پرداخت اختصاصی، اطلاعات پذیرندگی همان درگاه را وارد کنید.',
  ONLINE_GATEWAY_PLATFORM_TAKES_NO_CREDENTIALS:
    'درگاه پیش‌فرض سامانه اطلاعات پذیرندگی نمی‌گیرد؛ درگاه اختصاصی را انتخاب کنید.',
  PICKUP_POINT_OUT_OF_RANGE: 'نقطهٔ تحویل به پیک باید داخل ایران باشد.',
  // The restaurant's own couriers (bikers) and dispatching delivery orders to them (issue 14).
  BIKER_NOT_FOUND: 'پیک یافت نشد.',
  BIKER_ALREADY_EXISTS: 'پیکی با این شناسه قبلاً ثبت شده است.',
  BIKER_PHONE_TAKEN: 'این شماره تلفن برای کاربر دیگری ثبت شده است.',
  BIKER_INACTIVE: 'این پیک غیرفعال است؛ ابتدا آن را فعال کنید.',
  BIKER_OFF_SHIFT: 'این پیک در شیفت نیست.',
  BIKER_BUSY: 'این پیک در حال حاضر سفارش دیگری را می‌برد.',
  ORDER_NOT_READY_FOR_SHIPMENT: 'سفارش هنوز آمادهٔ ارسال نیست.',
  ORDER_HAS_ACTIVE_TRIP: 'این سفارش هم‌اکنون به پیک سپرده شده است.',
  // The kitchen's stations: item done, bump and recall of a station's part of an order (issue 15).
  KITCHEN_ORDER_NOT_COOKING: 'این سفارش در آشپزخانه در حال پخت نیست.',
  KITCHEN_STATION_NOT_FOUND: 'این ایستگاه در این سفارش قلمی ندارد.',
  KITCHEN_LINE_NOT_FOUND: 'این قلم در سهم این ایستگاه از سفارش نیست.',
  KITCHEN_NOT_BUMPED: 'این سفارش در این ایستگاه هنوز آماده نشده است که برگردد.',
  // The platform's business with its vendors: packages, contracts, codes, limits (issue 32).
  PACKAGE_NOT_FOUND: 'بسته یافت نشد.',
  PACKAGE_TITLE_TAKEN: 'بسته‌ای با این نام قبلاً تعریف شده است.',
  PACKAGE_PERIOD_NOT_SOLD: 'این بسته برای این دوره فروخته نمی‌شود.',
  FEATURE_NOT_FOUND: 'امکان یافت نشد.',
  FEATURE_TAKEN: 'این امکان قبلاً تعریف شده است.',
  FEATURE_NOT_IN_PACKAGE: 'این امکان در بستهٔ اشتراک شما نیست.',
  PACKAGE_LIMIT_REACHED:
    'به سقف مجاز بستهٔ اشتراک شما در این ماه رسیده‌اید؛ برای ادامه بستهٔ بالاتری تهیه کنید.',
  CONTRACT_NOT_FOUND: 'قرارداد یافت نشد.',
  CONTRACT_ALREADY_PAID: 'این قرارداد قبلاً پرداخت شده است.',
  CONTRACT_PAYMENT_IN_PROGRESS:
    'پرداخت دیگری برای این قرارداد در جریان است؛ همان را به پایان برسانید یا نیم ساعت بعد دوباره تلاش کنید.',
  SUBSCRIPTION_CODE_ALREADY_USED:
    'این کد اشتراک را پیش‌تر استفاده کرده‌اید و هر کد یک بار برای هر مجموعه است؛ بدون این کد اشتراک بگیرید.',
  SUBSCRIPTION_CODE_NOT_FOUND: 'کد اشتراک یافت نشد.',
  SUBSCRIPTION_CODE_TAKEN: 'این کد اشتراک قبلاً ثبت شده است.',
  SUBSCRIPTION_CODE_INVALID: 'کد اشتراک صحیح نیست.',
  SUBSCRIPTION_CODE_EXPIRED: 'مهلت استفاده از این کد اشتراک تمام شده است.',
  SUBSCRIPTION_CODE_USED_UP: 'این کد اشتراک به سقف تعداد استفاده رسیده یا قبلاً استفاده کرده‌اید.',
  SUBSCRIPTION_CODE_OTHER_PACKAGE: 'این کد اشتراک برای بستهٔ دیگری است.',
  SUBSCRIPTION_CODE_DAYS_REQUIRED: 'تعداد روزهای اشتراک هدیه را وارد کنید.',
  SUBSCRIPTION_CODE_PERCENT_REQUIRED: 'درصد تخفیف کد اشتراک را وارد کنید.',
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
