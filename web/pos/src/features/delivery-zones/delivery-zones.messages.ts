// Every Persian text of the delivery-zones screen (STYLE §15). The refusals' own texts (a bad
// outline, out of zone) come from the server or the engine's error catalogue.
export const zoneMessages = {
  title: 'محدوده‌های ارسال',
  intro:
    'محدوده‌هایی را که پیک شما به آن‌ها می‌رود روی نقشه رسم کنید و هزینهٔ ارسال هر کدام را تعیین کنید.',
  newZone: 'محدودهٔ جدید',
  list: {
    empty: 'هنوز محدوده‌ای تعریف نشده است.',
    loading: 'در حال دریافت محدوده‌ها…',
    enabled: 'فعال',
    disabled: 'غیرفعال',
    edit: 'ویرایش',
    remove: 'حذف',
    confirmRemove: (name: string) => `محدودهٔ «${name}» حذف شود؟`,
    corners: (n: string) => `${n} نقطه`,
  },
  draw: {
    hint: 'روی نقشه کلیک کنید تا گوشه‌های محدوده اضافه شوند؛ سپس «پایان ترسیم» را بزنید.',
    editHint: 'برای جابه‌جایی گوشه‌ها، نشانگرها را بکشید.',
    corners: (n: string) => `${n} گوشه`,
    undo: 'حذف آخرین نقطه',
    finish: 'پایان ترسیم',
    cancel: 'انصراف',
    redraw: 'رسم دوباره',
    needThree: 'برای بستن محدوده دست‌کم سه نقطه لازم است.',
  },
  form: {
    newTitle: 'محدودهٔ جدید',
    editTitle: 'ویرایش محدوده',
    name: 'نام محدوده',
    namePlaceholder: 'مثلاً ونک و جردن',
    nameRequired: 'نام محدوده را وارد کنید.',
    price: (unit: string) => `هزینهٔ ارسال (${unit})`,
    priceRequired: 'هزینهٔ ارسال را وارد کنید.',
    enabled: 'فعال (آدرس‌های داخل آن پذیرفته می‌شوند)',
    save: 'ذخیره',
    cancel: 'انصراف',
  },
  check: {
    title: 'بررسی یک آدرس',
    latitude: 'عرض جغرافیایی',
    longitude: 'طول جغرافیایی',
    invalid: 'مختصات معتبر نیست.',
    run: 'بررسی',
    pickOnMap: 'انتخاب روی نقشه',
    picking: 'روی نقشه کلیک کنید…',
    inside: (zone: string, price: string) => `داخل محدودهٔ ${zone} — هزینهٔ ارسال ${price}`,
  },
  map: {
    label: 'نقشهٔ محدوده‌های ارسال',
    tiles: 'نمایش نقشهٔ OpenStreetMap (نیاز به اینترنت)',
    /** The map's credits (Leaflet's attribution control, HTML): the library, then the tiles'. */
    credits: '<a href="https://leafletjs.com">لیفلت</a>',
    tilesCredit:
      'نقشه: © <a href="https://www.openstreetmap.org/copyright">مشارکت‌کنندگان OpenStreetMap</a>',
    cursor: (lat: string, lng: string) => `عرض ${lat}، طول ${lng}`,
  },
} as const;
