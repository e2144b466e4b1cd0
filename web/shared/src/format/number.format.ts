// Numbers and money as an Iranian reader expects them: Persian digits, '٬' between thousands.
// Amounts are integer Rial everywhere; Toman (= 10 Rial) is only how most vendors show them.
// ICU knows IRR but has no Toman, so the unit word is added here.
import { currencyWords } from '../messages/shared.messages.ts';

export type CurrencyUnit = 'TOMAN' | 'RIAL';

const RIAL_PER_TOMAN = 10;

const integer = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });
// A Rial amount that is not a whole number of Toman keeps its one decimal (۱۲٫۵ تومان).
const toman = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });

/** 1234567 → '۱٬۲۳۴٬۵۶۷' */
export const formatNumber = (value: number): string => integer.format(value);

/** Rial → the amount in the vendor's unit, e.g. 1_230_000 Rial → 123_000 Toman. */
export const rialToUnit = (rial: number, unit: CurrencyUnit): number =>
  unit === 'TOMAN' ? rial / RIAL_PER_TOMAN : rial;

/** What the cashier typed in the vendor's unit → whole Rial. */
export const unitToRial = (amount: number, unit: CurrencyUnit): number =>
  Math.round(unit === 'TOMAN' ? amount * RIAL_PER_TOMAN : amount);

/** 1_230_000 Rial → '۱۲۳٬۰۰۰ تومان' (TOMAN) or '۱٬۲۳۰٬۰۰۰ ریال' (RIAL). */
export function formatMoney(rial: number, unit: CurrencyUnit = 'TOMAN'): string {
  const amount = rialToUnit(rial, unit);
  const digits = unit === 'TOMAN' ? toman.format(amount) : integer.format(amount);
  return `${digits} ${currencyWords[unit]}`;
}
