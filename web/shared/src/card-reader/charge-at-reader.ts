// One card charge at a reader, for the kiosk and the till alike: the card presented for what the
// server opened (initialpospayment's answer), and the device's answer passed on as it came
// (approvepospayment, sent by the caller's own client: the kiosk's session or the back office's).
import type { ApprovePosPaymentRequest, PosPaymentAnswer } from '@sofre/engine/contracts';
import type { z } from 'zod';
import type { CardReader } from './card-reader.ts';

export type PassOnAnswer = (
  body: z.input<typeof ApprovePosPaymentRequest>,
) => Promise<PosPaymentAnswer>;

/** The reader's charge recorded: the server's word on the transaction (DONE when paid). */
export async function chargeAtReader(
  reader: CardReader,
  pending: PosPaymentAnswer,
  passOn: PassOnAnswer,
): Promise<PosPaymentAnswer> {
  const { transactionId, authority } = pending;
  const answer = await reader.charge({ amount: pending.amount, session: authority });
  return passOn({
    transactionId,
    authority,
    approved: answer.approved,
    amount: answer.amount,
    ...(answer.referenceId ? { referenceId: answer.referenceId } : {}),
    ...(answer.cardPan ? { cardPan: answer.cardPan } : {}),
  });
}
