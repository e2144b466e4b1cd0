// Every Persian text of the food shifts screen (STYLE §15). Refusals (hours that overlap, a title
// taken) come with the server's own Persian message.
import type { Weekday } from '@sofre/engine/vendors';

/** The Iranian week's day names. */
export const weekdayLabels: Record<Weekday, string> = {
  SAT: 'شنبه',
  SUN: 'یکشنبه',
  MON: 'دوشنبه',
  TUE: 'سه‌شنبه',
  WED: 'چهارشنبه',
  THU: 'پنجشنبه',
  FRI: 'جمعه',
};

export const foodShiftMessages = {
  title: 'شیفت‌های غذایی',
  intro:
    'هر شیفت ساعت‌هایی از هفته است که اقلام و دسته‌بندی‌های وابسته به آن فروخته می‌شوند؛ قلمی که شیفتی ندارد در تمام ساعات کاری فروخته می‌شود.',
  add: 'شیفت جدید',
  search: 'جست‌وجوی عنوان',
  loading: 'در حال دریافت شیفت‌ها…',
  empty: 'شیفتی پیدا نشد.',
  saved: 'عملیات با موفقیت انجام گردید.',
  table: { title: 'عنوان', hours: 'ساعت‌ها', active: 'فعال', actions: '' },
  remove: 'حذف',
  cancel: 'انصراف',
  confirmRemove: (title: string) => `شیفت «${title}» حذف شود؟`,
  total: (count: string) => `${count} شیفت`,
  form: {
    newTitle: 'شیفت جدید',
    editTitle: 'ویرایش شیفت',
    title: 'عنوان شیفت',
    titlePlaceholder: 'مثلاً ناهار',
    titleRequired: 'عنوان شیفت را وارد کنید.',
    active: 'شیفت فعال است',
    activeHint: 'شیفت غیرفعال هیچ‌وقت نمی‌فروشد.',
    hours: 'ساعت‌های فروش',
    hoursHint: 'ساعت‌ها به وقت تهران است؛ پایان ۰۰:۰۰ یعنی تا پایان همان روز.',
    noHours: 'دست‌کم یک بازهٔ زمانی برای یکی از روزها وارد کنید.',
    closed: 'بدون فروش',
    addWindow: 'افزودن بازه',
    removeWindow: 'حذف بازه',
    from: 'از',
    to: 'تا',
    badTime: 'ساعت را به شکل ۱۸:۳۰ وارد کنید.',
    copyToAll: (day: string) => `ساعت‌های ${day} برای همهٔ روزها`,
    save: 'ذخیره',
  },
  summary: {
    everyDay: 'هر روز',
    window: (start: string, end: string) => `${start} تا ${end}`,
  },
} as const;
