// A package's price for each period it is sold for, and what a DISCOUNT code takes off it: the
// one reckoning both the price route and a new contract use, so the vendor pays what it was shown.
import type { PackagePriceView } from '@sofre/engine/contracts';
import { percentOf } from '@sofre/engine';
import { BillingPeriod, periodDays, type PackageRecord } from '@sofre/engine/subscriptions';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { usableCode, type FoundCode } from './code-lookup.ts';

export function periodPrice(
  pkg: PackageRecord,
  period: BillingPeriod,
  code: FoundCode | undefined,
) {
  const price = pkg.fields.prices[period];
  if (price == null) return undefined;
  const percent = code?.fields.kind === 'DISCOUNT' ? (code.fields.discountPercent ?? 0) : 0;
  const discount = Math.min(price, percentOf(price, percent));
  return { period, days: periodDays(period), price, discount, amount: price - discount };
}

export async function priceOf(
  deps: Pick<AuthDeps, 'platform' | 'clock'>,
  pkg: PackageRecord,
  codeText: string | undefined,
): Promise<PackagePriceView> {
  const code = codeText
    ? await usableCode(deps.platform, codeText, deps.clock(), pkg.id)
    : undefined;
  const prices = BillingPeriod.options.flatMap((p) => {
    const priced = periodPrice(pkg, p, code);
    return priced ? [priced] : [];
  });
  return { packageId: pkg.id, title: pkg.fields.title, code: code?.fields.code ?? null, prices };
}
