// Every Persian text of the roles screen (STYLE §15).
export const rolesMessages = {
  title: 'نقش‌ها و دسترسی‌ها',
  intro:
    'هر نقش مجموعه‌ای از دسترسی‌هاست. نقش‌های پیش‌فرض برای همهٔ فروشگاه‌ها ساخته می‌شوند؛ نقش مالک همهٔ دسترسی‌ها را دارد و تغییر نمی‌کند.',
  add: 'نقش جدید',
  loading: 'در حال دریافت نقش‌ها…',
  name: 'نام نقش',
  permissions: 'دسترسی‌ها',
  defaultRole: 'پیش‌فرض',
  ownerRole: 'مالک',
  allPermissions: 'همهٔ دسترسی‌ها',
  permissionCount: (n: string) => `${n} دسترسی`,
  saved: 'عملیات با موفقیت انجام گردید.',
  form: {
    newTitle: 'نقش جدید',
    editTitle: 'ویرایش نقش',
    namePlaceholder: 'مثلاً: گارسون',
    nameRequired: 'نام نقش را وارد کنید.',
    permissionsRequired: 'دست‌کم یک دسترسی انتخاب کنید.',
  },
  confirm: {
    title: 'حذف نقش',
    question: (name: string) =>
      `نقش «${name}» حذف شود؟ نقشی که به کارمندی داده شده است قابل حذف نیست.`,
    confirm: 'حذف نقش',
  },
} as const;
