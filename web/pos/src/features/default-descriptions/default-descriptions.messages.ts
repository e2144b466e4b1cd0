// Every Persian text of the default descriptions screen (STYLE §15). A note taken twice is refused
// with the server's own Persian message.
import type { DescriptionTarget } from '@sofre/engine/default-descriptions';

export const descriptionTargetLabels: Record<DescriptionTarget, string> = {
  ITEM: 'قلم سفارش',
  ORDER: 'کل سفارش',
};

export const descriptionMessages = {
  title: 'توضیحات پیش‌فرض',
  intro:
    'یادداشت‌های آماده‌ای که صندوق‌دار با یک لمس به قلم سفارش یا کل سفارش اضافه می‌کند، مثل «بدون پیاز» یا «سس جدا».',
  add: 'توضیح جدید',
  search: 'جست‌وجوی توضیح',
  loading: 'در حال دریافت توضیحات…',
  empty: 'توضیحی پیدا نشد.',
  saved: 'عملیات با موفقیت انجام گردید.',
  total: (count: string) => `${count} توضیح`,
  table: { title: 'متن توضیح', target: 'برای' },
  confirmRemove: (title: string) => `توضیح «${title}» حذف شود؟`,
  form: {
    newTitle: 'توضیح پیش‌فرض جدید',
    editTitle: 'ویرایش توضیح پیش‌فرض',
    title: 'متن توضیح',
    titlePlaceholder: 'مثلاً بدون پیاز',
    titleRequired: 'متن توضیح را وارد کنید.',
    target: 'این توضیح برای',
  },
} as const;
