// The problem's `detail` for a domain refusal whose facts the customer needs in words: when a
// closed vendor opens next (Tehran time, Jalali day), and the vendor's minimum basket in the unit
// it shows prices in. The engine gives the facts (DomainError.detail); the words are messages.ts'.
import { TEHRAN, type DomainError } from '@sofre/engine';
import type { CurrencyUnit } from '@sofre/engine/vendors';
import { refusalDetails as text } from '../messages.ts';

const day = new Intl.DateTimeFormat('fa-IR', {
  timeZone: TEHRAN,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const time = new Intl.DateTimeFormat('fa-IR', {
  timeZone: TEHRAN,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 500,000 Rial → «۵۰٬۰۰۰ تومان» (or «۵۰۰٬۰۰۰ ریال» for a vendor that shows Rial). */
const money = (rial: number, unit: CurrencyUnit) =>
  `${(unit === 'TOMAN' ? rial / 10 : rial).toLocaleString('fa-IR')} ${text.currency[unit]}`;

export function refusalDetailOf(
  error: DomainError,
  unit: CurrencyUnit = 'TOMAN',
): string | undefined {
  const facts = error.detail ?? {};
  switch (error.code) {
    case 'VENDOR_CLOSED': {
      const { nextOpening } = facts;
      if (typeof nextOpening !== 'string') return undefined;
      const at = new Date(nextOpening);
      return text.opensAt(day.format(at), time.format(at));
    }
    case 'BASKET_BELOW_MINIMUM': {
      const { minimumBasket } = facts;
      return typeof minimumBasket === 'number'
        ? text.minimumBasket(money(minimumBasket, unit))
        : undefined;
    }
    default:
      return undefined;
  }
}
