// POST /api/orders/{id}/receipt: the receipt printed on the receipt station's printer by the print
// queue (a printer that is off prints it when it is back). The request carries its own id: sent
// again after a failed answer it prints once; pressed again after a success it prints again.
import { PrintReceiptAnswer } from '@sofre/engine/contracts';
import { apiRequest, newId, notifySuccess } from '@sofre/web-shared';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { posMessages } from '../../messages/pos.messages.ts';

export const printReceipt = (orderId: string, requestId: string) =>
  apiRequest({
    method: 'POST',
    path: `/api/orders/${encodeURIComponent(orderId)}/receipt`,
    body: { id: requestId },
    response: PrintReceiptAnswer,
  });

export function usePrintReceipt() {
  const requestId = useRef(newId());
  return useMutation({
    mutationFn: (orderId: string) => printReceipt(orderId, requestId.current),
    onSuccess: () => {
      requestId.current = newId();
      notifySuccess(posMessages.result.sentToPrinter);
    },
  });
}
