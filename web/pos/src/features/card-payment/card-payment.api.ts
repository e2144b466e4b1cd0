// The till's card reader calls: the vendor's active readers (the first one is the till's), and the
// two steps of a charge (POST /api/transactions/initialpospayment and approvepospayment, gateway
// payments/card-reader.routes.ts), the reader's answer passed on as the device gave it.
import { pageOf, PosPaymentAnswer, PosTerminalView } from '@sofre/engine/contracts';
import {
  apiRequest,
  chargeAtReader,
  newId,
  type CardReader,
  type PassOnAnswer,
} from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';

/** The reader the till charges with: the vendor's first active one, or null when it has none. */
export const useTillReader = () =>
  useQuery({
    queryKey: ['pos-terminals', 'active'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: '/api-identity/posterminal/posterminals',
          query: { active: 'true', PageSize: 10 },
          response: pageOf(PosTerminalView),
          signal,
        })
      ).data[0] ?? null,
    staleTime: 60_000,
  });

export const startTillCharge = (orderId: string, terminalId: string) =>
  apiRequest({
    method: 'POST',
    path: '/api/transactions/initialpospayment',
    body: { orderId, transactionId: newId(), terminalId, kiosk: false },
    response: PosPaymentAnswer,
  });

const passOn: PassOnAnswer = (body) =>
  apiRequest({
    method: 'POST',
    path: '/api/transactions/approvepospayment',
    body,
    response: PosPaymentAnswer,
  });

/** The card at the reader, and its answer recorded: paid, or not. */
export async function readCard(
  reader: CardReader,
  pending: PosPaymentAnswer,
): Promise<{ paid: boolean }> {
  return { paid: (await chargeAtReader(reader, pending, passOn)).status === 'DONE' };
}
