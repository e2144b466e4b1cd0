// POST /api/payments/manualpaybypos: the shares of a split (MULTI) bill, recorded as the counter's
// payments once the order is placed. They must add up to exactly what is due, else 422
// PAYMENT_PARTS_MISMATCH on `parts`; the same paymentId twice is one payment.
import { CommandAccepted } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import type { RecordSplitInput } from './pos-draft.machine.ts';

export const recordSplit = ({ orderId, paymentId, parts }: RecordSplitInput) =>
  apiRequest({
    method: 'POST',
    path: '/api/payments/manualpaybypos',
    body: { orderId, paymentId, parts: parts.map((p) => ({ ...p })) },
    response: CommandAccepted,
  });
