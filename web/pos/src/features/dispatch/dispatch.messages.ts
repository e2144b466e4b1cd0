// Every Persian text of the dispatch view (/bo/dispatch), STYLE §15.
import type { BikerAvailability } from '@sofre/engine/contracts';
import type { CourierProvider, TripStatus } from '@sofre/engine';

export const dispatchMessages = {
  title: 'ارسال سفارش‌ها',
  intro: 'سفارش‌های آمادهٔ ارسال را به پیک رستوران بسپارید یا از سرویس‌های پیک درخواست کنید.',
  ready: 'آمادهٔ ارسال',
  noReady: 'سفارشی منتظر پیک نیست.',
  couriers: 'پیک‌های رستوران',
  onTheWay: 'در راه',
  noneOnTheWay: 'سفارشی در راه نیست.',
  zone: (name: string) => `محدودهٔ ${name}`,
  noZone: 'بیرون از محدوده‌های ارسال',
  noAddress: 'آدرس روی نقشه ثبت نشده است',
  since: (age: string) => `از ${age}`,
  /** A trip's status as the dispatcher follows it. */
  tripStatus: {
    INITIATED: 'در انتظار پیک',
    TRIPREQUESTED: 'در جست‌وجوی پیک',
    BIKERASSIGNED: 'پیک تعیین شد',
    BATCHASSIGNED: 'پیک تعیین شد',
    BIKERACCEPTED: 'پیک پذیرفت',
    ATSOURCE: 'پیک در رستوران',
    PICKEDUP: 'در راه مشتری',
    ATDESTINATION: 'دم در مشتری',
    DELIVERED: 'تحویل شد',
    CANCELED: 'لغو شد',
    TIMEOUT: 'پیکی پیدا نشد',
    INTERRUPTED: 'متوقف شد',
  } satisfies Record<TripStatus, string>,
  noCouriers: 'پیکی تعریف نشده است.',
  order: (n: string) => `سفارش #${n}`,
  waiting: (age: string) => `منتظر از ${age}`,
  chooseCourier: 'انتخاب پیک آزاد',
  noFreeCourier: 'پیک آزادی در شیفت نیست',
  assign: 'سپردن به پیک',
  orProvider: 'یا درخواست از سرویس پیک:',
  assigned: (name: string) => `سفارش به ${name} سپرده شد.`,
  requested: (name: string) => `درخواست پیک از ${name} ثبت شد.`,
  availability: {
    FREE: 'آزاد',
    ON_TRIP: 'در سفر',
    OFF_SHIFT: 'خارج از شیفت',
    INACTIVE: 'غیرفعال',
  } satisfies Record<BikerAvailability, string>,
  /** Spec §1: the providers by name, the restaurant's own fleet as its courier. */
  providers: {
    OWN_FLEET: 'پیک رستوران',
    MIARE: 'میاره',
    SNAPP_BOX: 'اسنپ‌باکس',
    ZFEXPRESS: 'اکسپرس‌پلاس',
    BORDAR: 'بردار',
  } satisfies Record<CourierProvider, string>,
} as const;
