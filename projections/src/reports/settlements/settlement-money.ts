// The four sums a settlement is made of, for a week, an order's part of a week, and what the
// platform holds of one order (platform-money.ts): one shape, so a movement is a difference.
export interface SettlementMoney {
  /** Collected online by the platform's gateways. */
  readonly onlineSales: number;
  /** Paid back through the gateways. */
  readonly refunds: number;
  readonly contractFee: number;
  readonly serviceFee: number;
}

export const noMoney: SettlementMoney = {
  onlineSales: 0,
  refunds: 0,
  contractFee: 0,
  serviceFee: 0,
};

export const addMoney = (a: SettlementMoney, b: SettlementMoney): SettlementMoney => ({
  onlineSales: a.onlineSales + b.onlineSales,
  refunds: a.refunds + b.refunds,
  contractFee: a.contractFee + b.contractFee,
  serviceFee: a.serviceFee + b.serviceFee,
});

export const lessMoney = (a: SettlementMoney, b: SettlementMoney): SettlementMoney => ({
  onlineSales: a.onlineSales - b.onlineSales,
  refunds: a.refunds - b.refunds,
  contractFee: a.contractFee - b.contractFee,
  serviceFee: a.serviceFee - b.serviceFee,
});

export const sameMoney = (a: SettlementMoney, b: SettlementMoney): boolean =>
  a.onlineSales === b.onlineSales &&
  a.refunds === b.refunds &&
  a.contractFee === b.contractFee &&
  a.serviceFee === b.serviceFee;
