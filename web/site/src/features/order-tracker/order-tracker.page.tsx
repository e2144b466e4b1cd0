// One order, followed live: fetched once, then kept current by the order-tracker:<id> topic,
// whichever is newer by position.
import { Alert, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OrderTracker } from '@sofre/engine/contracts';
import {
  StatusBadge,
  comparePositions,
  deliveryTypeLabels,
  formatDateTime,
  formatNumber,
  paymentMethodLabels,
  toPersianDigits,
  useLiveTopic,
} from '@sofre/web-shared';
import type { PaymentOutcome } from '../../common/site-paths.ts';
import { siteMessages } from '../../messages/site.messages.ts';
import { CourierPanel } from './courier.panel.tsx';
import { PaymentNotice } from './payment.notice.tsx';
import { ReadyTimeNotice } from './ready-time.notice.tsx';
import { showsUsualPreparation } from './ready-time.ts';
import { useOrder } from './get-order.api.ts';
import { TrackerLines } from './tracker-lines.tsx';
import { TrackerTimeline } from './tracker-timeline.tsx';
import { trackerProgress } from './tracker-steps.ts';

const text = siteMessages.tracker;

function useTrackedOrder(orderId: string) {
  const fetched = useOrder(orderId);
  const live = useLiveTopic<OrderTracker>(`order-tracker:${orderId}`).rows.get(orderId);
  const base = fetched.data;
  const order =
    live && (!base || comparePositions(live.position, base.position) >= 0) ? live : base;
  return { order, isPending: fetched.isPending && !live, error: live ? null : fetched.error };
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

export interface OrderTrackerPageProps {
  readonly orderId: string;
  /** The outcome of the payment the customer comes back from. */
  readonly payment?: PaymentOutcome | undefined;
  readonly table?: string | undefined;
}

export default function OrderTrackerPage({ orderId, payment, table }: OrderTrackerPageProps) {
  const { order, isPending, error } = useTrackedOrder(orderId);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;

  if (isPending) {
    return (
      <Center mih={240}>
        <Loader aria-label={text.loading} />
      </Center>
    );
  }
  if (!order) {
    return (
      <Alert color="red" data-testid="tracker-error">
        {error?.message ?? text.notFound}
      </Alert>
    );
  }
  const { interrupted } = trackerProgress(order);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="order-tracker">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={2}>{text.title(formatNumber(order.number))}</Title>
            <Text c="dimmed" size="sm">
              {formatDateTime(order.submittedAt)}
            </Text>
          </Stack>
          <span data-testid="tracker-status" data-status={order.status}>
            <StatusBadge status={order.status} size="lg" />
          </span>
        </Group>
        <PaymentNotice order={order} payment={payment} table={table} />
        {interrupted === 'call' && <Alert color="orange">{text.needsCall}</Alert>}
        {order.calledAt && (order.status === 'READYTOPICKUP' || order.status === 'READYTOSERVE') ? (
          <Alert color="green" data-testid="tracker-called">
            {text.called}
          </Alert>
        ) : (
          <ReadyTimeNotice order={order} />
        )}
        {interrupted === 'rejected' && <Alert color="red">{text.rejected}</Alert>}
        <TrackerTimeline order={order} vertical={narrow} />
        {(order.deliveryType === 'DELIVER' || order.deliveryType === 'ZFEXPRESS') && (
          <CourierPanel orderId={order.orderId} />
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {order.tableNumber && (
            <Fact label={text.table} value={toPersianDigits(order.tableNumber)} />
          )}
          {order.deliveryType && (
            <Fact label={text.deliveryType} value={deliveryTypeLabels[order.deliveryType]} />
          )}
          <Fact label={text.payment} value={paymentMethodLabels[order.paymentMethod]} />
          {showsUsualPreparation(order) && (
            <Fact
              label={text.preparation}
              value={text.minutes(formatNumber(order.preparationTime))}
            />
          )}
        </SimpleGrid>
        <TrackerLines order={order} />
      </Stack>
    </Paper>
  );
}
