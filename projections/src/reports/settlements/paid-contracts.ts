// The platform's invoices a vendor paid (its subscription's contracts, ContractPaid), a row each
// beside the reports' order documents: the settlement of the week one was paid in lists it (the
// gateway's settlement-package-terms.ts), so the settlements ledger is told of them and the week
// is there to list even when no order moved money online in it.
import type { SubscriptionEvent } from '@sofre/engine/subscriptions';
import type { PositionedRow, ProjectedEvent } from '../../projection.ts';

export type ContractPaidEvent = Extract<SubscriptionEvent, { type: 'ContractPaid' }>;

export interface PaidContractRow {
  readonly kind: 'paid-contract';
  readonly contractId: string;
  readonly amount: number;
  /** When it was paid (the settlement week it is listed in). */
  readonly paidAt: string;
  readonly position: string;
}

export const paidContractKey = (event: ProjectedEvent<ContractPaidEvent>): string =>
  `paid-contract:${event.metadata.vendorId}:${event.data.contractId}`;

export const isPaidContract = (row: PositionedRow): row is PaidContractRow =>
  'kind' in row && row.kind === 'paid-contract';

/** A contract is paid once: a repeat changes nothing. */
export const evolvePaidContract = (
  row: PaidContractRow | undefined,
  event: ProjectedEvent<ContractPaidEvent>,
): PaidContractRow => {
  const { contractId, amount, paidAt } = event.data;
  return row ?? { kind: 'paid-contract', contractId, amount, paidAt, position: event.position };
};
