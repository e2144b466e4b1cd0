// Cash at the counter: what the customer handed over against what the order costs, both in Rial.
// Nothing is said until an amount is typed; short means the cashier must ask for more.
export type CashChange =
  | { readonly kind: 'none' }
  | { readonly kind: 'change'; readonly amount: number }
  | { readonly kind: 'short'; readonly amount: number };

export function cashChange(finalPrice: number, tendered: number | undefined): CashChange {
  if (tendered === undefined) return { kind: 'none' };
  return tendered >= finalPrice
    ? { kind: 'change', amount: tendered - finalPrice }
    : { kind: 'short', amount: finalPrice - tendered };
}
