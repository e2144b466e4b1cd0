import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, rialToUnit, unitToRial } from './number.format.ts';

describe('numbers and money', () => {
  it('formats numbers with Persian digits and the Persian thousands separator', () => {
    expect(formatNumber(1_234_567)).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatNumber(0)).toBe('۰');
  });

  it('shows Rial amounts in Toman (Rial / 10) with the word تومان', () => {
    expect(formatMoney(1_230_000, 'TOMAN')).toBe('۱۲۳٬۰۰۰ تومان');
    expect(formatMoney(0, 'TOMAN')).toBe('۰ تومان');
  });

  it('keeps the half Toman of an amount that is not a whole number of Toman', () => {
    expect(formatMoney(125, 'TOMAN')).toBe('۱۲٫۵ تومان');
  });

  it('shows Rial as Rial for vendors that display RIAL', () => {
    expect(formatMoney(1_230_000, 'RIAL')).toBe('۱٬۲۳۰٬۰۰۰ ریال');
  });

  it('converts between Rial and the display unit, back to whole Rial', () => {
    expect(rialToUnit(1_230_000, 'TOMAN')).toBe(123_000);
    expect(unitToRial(123_000, 'TOMAN')).toBe(1_230_000);
    expect(unitToRial(5_000, 'RIAL')).toBe(5_000);
  });
});
