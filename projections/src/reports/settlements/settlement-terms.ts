// The terms the platform settles with its vendors on (spec §3 "Fee types: CONTRACT, SERVICE"), in
// one place. The read model books every vendor on these, the platform's defaults (the free
// package's CONTRACT fee rate). A vendor's package may carry another rate, recorded on the
// subscription term the vendor holds (issue 32): the gateway reckons a week begun in such a term
// again at that rate when it answers (gateway subscriptions/settlement-package-terms.ts). A change
// here takes effect by bumping the reports' order document's version (report-order.document.ts),
// which recomputes every week from the log.
//
// The rule, as an Iranian online-ordering platform runs it:
// - the platform's payment gateways collect the customer's online payments into the platform's
//   account; card readers, cash, credit, the marketplace's wallet and online payments into the
//   vendor's own merchant account (its own gateway, OrderPaid merchant VENDOR) are the vendor's
//   own money (or the marketplace's to settle) and never pass through a settlement;
// - one settlement per vendor and Iranian week, Saturday 00:00 to Friday 24:00 Tehran time: it
//   holds the money collected online in the week, less what was paid back through the gateways in
//   the week (an order refunded the next week lowers the next week's settlement);
// - SERVICE fee: the platform's service fee on each order it collected (the price's
//   totalServiceFee, which the customer paid within the order), never more than it holds of the
//   order; given back when the order's online money is refunded in full;
// - CONTRACT fee: the platform's commission, a rate of each order's online money less refunds;
// - amount due = online sales − refunds − CONTRACT fee − SERVICE fee, paid to the vendor's
//   settlement account once the week is over.
import type { PaymentGateway } from '@sofre/engine';

/** The gateways that collect into the platform's account. */
export const PLATFORM_GATEWAYS: ReadonlySet<PaymentGateway> = new Set<PaymentGateway>([
  'ZARIN_PAL',
  'VANDAR',
  'JIBIT',
  'SNAPP_PAY_DIRECTDEBIT',
  'SNAPP_PAY_POSTPAID',
]);

/** The CONTRACT fee: 2 % of the online money the platform keeps, in basis points (1/100 %). */
export const CONTRACT_FEE_BASIS_POINTS = 200;

/** The CONTRACT fee on a net amount, whole Rial (half up). */
export const contractFeeOf = (net: number): number =>
  Math.round((net * CONTRACT_FEE_BASIS_POINTS) / 10_000);

export const contractFeePercent = CONTRACT_FEE_BASIS_POINTS / 100;
