// What the cashier sees right after an order is taken: its number of the day, the receipt to
// print (in the browser, or on the receipt printer through the print queue) and the tracker link
// as a QR code for the customer's phone, and for an order paid by card the reader's charge. The
// number is read from the tracker read model once it holds the order (the submit's position).
import { Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { CommandAccepted } from '@sofre/engine/contracts';
import { formatNumber, useVendor } from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import { CardChargePanel } from '../card-payment/card-charge.panel.tsx';
import { OrderReceipt } from './order-receipt.print.tsx';
import { receiptOf } from './receipt.model.ts';
import { usePrintReceipt } from './print-receipt.api.ts';
import { useSubmittedOrder } from './submitted-order.api.ts';
import { trackerLink } from './tracker-link.ts';
import { TrackerQr } from './tracker-qr.tsx';

const text = posMessages.result;

export interface SubmittedOrderCardProps {
  readonly accepted: CommandAccepted;
  /** Rial the customer handed over, for a cash order. */
  readonly tendered: number | undefined;
}

export function SubmittedOrderCard({ accepted, tendered }: SubmittedOrderCardProps) {
  const order = useSubmittedOrder(accepted);
  const vendor = useVendor();
  const link = trackerLink(accepted.id);
  const receipt = order.data && receiptOf(order.data, tendered);
  const printOnPrinter = usePrintReceipt();
  return (
    <Paper withBorder p="sm" radius="md" bg="sofre.0" data-testid="submitted-order">
      {order.data?.paymentMethod === 'CARD' && order.data.amountPaid < order.data.finalPrice && (
        <Paper withBorder p="xs" mb="xs" radius="md">
          <CardChargePanel
            orderId={accepted.id}
            amount={order.data.finalPrice - order.data.amountPaid}
          />
        </Paper>
      )}
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <div style={{ flexShrink: 0 }}>
          <TrackerQr link={link} size={128} />
        </div>
        <Stack gap={4} style={{ minWidth: 0 }}>
          {receipt ? (
            <Text
              fw={800}
              size="lg"
              role="status"
              data-testid="submitted-order-number"
              data-number={receipt.number}
            >
              {text.title(formatNumber(receipt.number))}
            </Text>
          ) : order.isError ? (
            <Text size="sm" c="red">
              {text.unreadable}
            </Text>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <Loader size="xs" />
              <Text size="sm">{text.waiting}</Text>
            </Group>
          )}
          <Text size="xs" c="dimmed">
            {text.qrHint}
          </Text>
          <Anchor
            href={link}
            target="_blank"
            dir="ltr"
            size="xs"
            style={{ wordBreak: 'break-all' }}
            data-testid="tracker-link"
          >
            {link}
          </Anchor>
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              data-testid="print-receipt"
              disabled={!receipt}
              onClick={() => window.print()}
            >
              {text.print}
            </Button>
            <Button
              size="xs"
              variant="light"
              data-testid="print-receipt-on-printer"
              loading={printOnPrinter.isPending}
              onClick={() => printOnPrinter.mutate(accepted.id)}
            >
              {text.printOnPrinter}
            </Button>
          </Group>
        </Stack>
      </Group>
      {receipt && (
        <OrderReceipt receipt={receipt} vendorName={vendor.data?.name ?? ''} link={link} />
      )}
    </Paper>
  );
}
