import type { SettlementView } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { invoiceLines, settlementLines, weekOf } from './settlement-detail.ts';

const week: SettlementView = {
  settlementId: '2026-11-21',
  fromDate: '2026-11-21',
  toDate: '2026-11-27',
  status: 'OPEN',
  orderCount: 12,
  onlineSales: 50_000_000,
  refunds: 2_000_000,
  contractFee: 1_200_000,
  serviceFee: 300_000,
  amountDue: 46_500_000,
  fees: [
    { type: 'CONTRACT', amount: 1_200_000, percent: 2.5 },
    { type: 'SERVICE', amount: 300_000 },
  ],
  invoices: [
    {
      contractId: 'c-2',
      packageTitle: 'سازمانی',
      amount: 90_000_000,
      paidAt: '2026-11-25T08:00:00.000Z',
      status: 'PAID',
      feeType: 'CONTRACT',
    },
    {
      contractId: 'c-1',
      packageTitle: 'حرفه‌ای',
      amount: 35_000_000,
      paidAt: '2026-11-22T06:30:00.000Z',
      status: 'PAID',
      feeType: 'CONTRACT',
    },
  ],
};

describe('a settlement week’s detail', () => {
  it('names its week in Jalali, Saturday to Friday', () => {
    expect(weekOf(week)).toEqual({ from: '۳۰ آبان ۱۴۰۵', to: '۶ آذر ۱۴۰۵' });
  });

  it('reads its money in Toman with Persian digits, the contract fee with its rate', () => {
    const lines = Object.fromEntries(
      settlementLines(week, 'TOMAN').map((l) => [l.key, `${l.label}: ${l.value}`]),
    );
    expect(lines.onlineSales).toBe('فروش آنلاین: ۵٬۰۰۰٬۰۰۰ تومان');
    expect(lines.contractFee).toBe('کارمزد قرارداد (۲٫۵٪): ۱۲۰٬۰۰۰ تومان');
    expect(lines.amountDue).toBe('قابل پرداخت به فروشگاه: ۴٬۶۵۰٬۰۰۰ تومان');
    expect(lines.orderCount).toBe('سفارش‌های آنلاین: ۱۲');
  });

  it('lists the subscription invoices paid in the week, earliest first, in Toman and Jalali', () => {
    const [first, second] = invoiceLines(week, 'TOMAN');
    expect(first).toMatchObject({
      contractId: 'c-1',
      packageTitle: 'حرفه‌ای',
      amount: '۳٬۵۰۰٬۰۰۰ تومان',
      status: 'پرداخت‌شده',
    });
    expect(first!.paidAt).toContain('۱ آذر ۱۴۰۵');
    expect(first!.paidAt).not.toMatch(/[0-9]/);
    expect(second!.amount).toBe('۹٬۰۰۰٬۰۰۰ تومان');
  });

  it('lists none for a week without invoices, and reads Rial for a vendor on Rial', () => {
    const { invoices: _, ...without } = week;
    expect(invoiceLines(without, 'TOMAN')).toEqual([]);
    expect(invoiceLines(week, 'RIAL')[0]!.amount).toBe('۳۵٬۰۰۰٬۰۰۰ ریال');
  });
});
