// The order's payments and refunds: which, by what method, how much, when (Jalali, Tehran time),
// and a refund still to be paid out by an online gateway.
import { Badge, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import { formatDateTime, paymentMethodLabels, toPersianDigits, useMoney } from '@sofre/web-shared';
import { useOrderTransactions } from './order-transactions.api.ts';
import { orderDrawerMessages as m } from './order-drawer.messages.ts';

export function TransactionsList({ order }: { order: OrderTracker }) {
  const money = useMoney();
  const { data } = useOrderTransactions(order.orderId, order.position);
  if (!data) {
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  }
  if (data.transactions.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md" data-testid="order-transactions-empty">
        {m.transactions.empty}
      </Text>
    );
  }
  return (
    <Table verticalSpacing={6} data-testid="order-transactions">
      <Table.Tbody>
        {data.transactions.map((t, i) => (
          <Table.Tr
            key={`${t.at}-${i}`}
            data-testid="order-transaction"
            data-kind={t.kind}
            data-amount={t.amount}
          >
            <Table.Td>
              <Stack gap={2}>
                <Group gap={6}>
                  <Badge size="sm" color={t.kind === 'PAYMENT' ? 'teal' : 'grape'} variant="light">
                    {m.transactions.kinds[t.kind]}
                  </Badge>
                  <Text size="sm">{paymentMethodLabels[t.paymentMethod]}</Text>
                  {!t.settled && (
                    <Badge size="xs" color="orange" variant="outline">
                      {m.transactions.unsettled}
                    </Badge>
                  )}
                </Group>
                {(t.reason || t.transactionId) && (
                  <Text size="xs" c="dimmed">
                    {t.reason ??
                      `${m.transactions.reference}: ${toPersianDigits(t.transactionId!)}`}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td className="tabular-nums" fw={600}>
              {t.kind === 'REFUND' ? `− ${money(t.amount)}` : money(t.amount)}
            </Table.Td>
            <Table.Td>
              <Text size="xs" c="dimmed">
                {formatDateTime(t.at)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
