// Every Persian text of the staff screen (STYLE §15).
export const staffMessages = {
  title: 'کارکنان',
  intro:
    'کارکنان با شمارهٔ موبایل خود و کد یک‌بار مصرف وارد پنل می‌شوند و فقط بخش‌هایی را می‌بینند که نقش‌هایشان اجازه می‌دهد.',
  add: 'افزودن کارمند',
  loading: 'در حال دریافت کارکنان…',
  empty: 'هنوز کارمندی اضافه نشده است.',
  total: (n: string) => `${n} نفر`,
  name: 'نام',
  phone: 'شمارهٔ موبایل',
  roles: 'نقش‌ها',
  joined: 'تاریخ عضویت',
  noName: 'بدون نام',
  changeRoles: 'تغییر نقش',
  saved: 'عملیات با موفقیت انجام گردید.',
  addForm: {
    title: 'افزودن کارمند',
    phoneHint: 'اگر این شماره قبلاً ثبت نشده باشد، با نام واردشده ثبت می‌شود.',
    phonePlaceholder: '۰۹۱۲۳۴۵۶۷۸۹',
    firstName: 'نام',
    lastName: 'نام خانوادگی',
    phoneRequired: 'شمارهٔ موبایل را وارد کنید.',
    rolesRequired: 'دست‌کم یک نقش انتخاب کنید.',
    submit: 'افزودن',
  },
  rolesForm: {
    title: (name: string) => `نقش‌های ${name}`,
  },
  confirm: {
    title: 'حذف کارمند',
    question: (name: string) =>
      `${name} از کارکنان حذف شود؟ پس از حذف دیگر به پنل این فروشگاه دسترسی نخواهد داشت.`,
    confirm: 'حذف از کارکنان',
  },
} as const;
