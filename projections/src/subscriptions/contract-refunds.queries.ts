// What the platform admin's list of contract refunds to pay back by hand asks the read models.
import type { ContractRefundByHandView as ContractRefundByHandSchema } from '@sofre/engine/contracts';
import type { z } from 'zod';
import { PROJECTION } from '../all.projections.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import {
  CONTRACT_REFUNDS_TENANT,
  type ContractPaymentRow,
} from './contract-refunds-by-hand.projection.ts';

type ContractRefundByHandView = z.infer<typeof ContractRefundByHandSchema>;

/** Far more than the platform's operator ever has waiting: the list is not paged. */
const MOST_REFUNDS_BY_HAND = 1_000;

export interface ContractRefundQueries {
  /** Every vendor's contract refunds to pay back by hand, by when their payment began. */
  contractRefundsByHand(): Promise<ContractRefundByHandView[]>;
}

const byHandView = ({ refund, ...payment }: ContractPaymentRow): ContractRefundByHandView => ({
  vendorId: payment.vendorId,
  transactionId: payment.transactionId,
  contractId: payment.contractId,
  provider: payment.provider,
  referenceId: payment.referenceId,
  amount: refund!.amount,
  reason: refund!.reason,
  status: refund!.status as ContractRefundByHandView['status'],
  refundId: refund!.refundId,
  asks: refund!.asks,
  askedAt: refund!.askedAt,
});

export function createContractRefundQueries(readModels: ReadModelStore): ContractRefundQueries {
  return {
    async contractRefundsByHand() {
      const { rows } = await readModels.findRows({
        projection: PROJECTION.contractRefundsByHand,
        vendorId: CONTRACT_REFUNDS_TENANT,
        order: 'sortAt asc',
        limit: MOST_REFUNDS_BY_HAND,
      });
      return rows.map((r) => byHandView(r.doc as ContractPaymentRow));
    },
  };
}
