// /pay/{orderId}: the page a phone order's customer opens from the SMS — the order number, what
// is due, and a pay button (the same online payment as the site's, GET /api/orders/payment/{id}).
// A paid order says so and leads to its tracker.
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatNumber, useMoney } from '@sofre/web-shared';
import { usePayOrder } from '../../common/payment.api.ts';
import { paymentLinkMessages as text } from '../../messages/payment.messages.ts';
import { usePaymentLink } from './payment-link.api.ts';

export interface PaymentLinkPageProps {
  readonly orderId: string;
  readonly onTrack: (orderId: string) => void;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text c="dimmed">{label}</Text>
      <Text fw={strong ? 800 : 600} size={strong ? 'xl' : 'md'} className="tabular-nums">
        {value}
      </Text>
    </Group>
  );
}

export default function PaymentLinkPage({ orderId, onTrack }: PaymentLinkPageProps) {
  const link = usePaymentLink(orderId);
  const pay = usePayOrder(undefined);
  const money = useMoney();
  if (link.isPending) {
    return (
      <Center mih={240}>
        <Loader aria-label={text.loading} />
      </Center>
    );
  }
  if (!link.data) return <Alert color="red">{link.error?.message ?? text.notFound}</Alert>;
  const { number, vendorName, finalPrice, amountDue, paid } = link.data;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="payment-link">
      <Stack gap="md">
        <Title order={2} size="h3">
          {text.title(formatNumber(number))}
        </Title>
        <Row label={text.vendor} value={vendorName} />
        <Row label={text.total} value={money(finalPrice)} />
        <Row label={text.due} value={money(amountDue)} strong />
        {paid ? (
          <Alert color="green" data-testid="payment-link-paid">
            {text.paid}
          </Alert>
        ) : (
          <Button
            size="lg"
            loading={pay.isPending}
            onClick={() => pay.mutate(orderId)}
            data-testid="payment-link-pay"
          >
            {text.pay(money(amountDue))}
          </Button>
        )}
        <Anchor component="button" onClick={() => onTrack(orderId)} ta="center">
          {text.track}
        </Anchor>
      </Stack>
    </Paper>
  );
}
