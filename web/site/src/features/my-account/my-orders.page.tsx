// «سفارش‌های من»: the signed-in customer's orders, newest first, each opening its tracker.
import { Button, Center, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatDateTime, StatusBadge, useMoney } from '@sofre/web-shared';
import { myAccountMessages as text } from '../../messages/account.messages.ts';
import { useMyOrders } from './my-account.api.ts';

export default function MyOrdersPage({ onOpen }: { onOpen: (orderId: string) => void }) {
  const orders = useMyOrders();
  const money = useMoney();
  const rows = orders.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Stack gap="sm" data-testid="my-orders">
      <Title order={2} size="h3">
        {text.ordersTitle}
      </Title>
      {orders.isPending ? (
        <Center mih={120}>
          <Loader aria-label={text.ordersLoading} />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{text.ordersNone}</Text>
      ) : (
        rows.map((order) => (
          <UnstyledButton
            key={order.orderId}
            onClick={() => onOpen(order.orderId)}
            data-testid={`my-order-${order.orderId}`}
          >
            <Paper withBorder p="sm" radius="md">
              <Stack gap={4}>
                <Text fw={700}>{text.order(formatDateTime(order.submittedAt))}</Text>
                <Text size="sm" className="tabular-nums">
                  {money(order.finalPrice)}
                </Text>
                <StatusBadge status={order.status} />
              </Stack>
            </Paper>
          </UnstyledButton>
        ))
      )}
      {orders.hasNextPage && (
        <Button
          variant="light"
          loading={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {text.more}
        </Button>
      )}
    </Stack>
  );
}
