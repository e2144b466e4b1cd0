// Online orders waiting for the restaurant, above everything on the POS until each is accepted
// or rejected (the bell, use-order-bell.ts, rings meanwhile), with a button that opens the order
// to accept it («تأیید سفارش») or say no.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { OrderListRow } from '@sofre/engine/contracts';
import { DeliveryBadge, SourceBadge, formatTime, useMoney } from '@sofre/web-shared';
import { useState } from 'react';
import { OrderDrawer } from '../order-drawer/order.drawer.tsx';
import { incomingOrders } from './incoming-orders.ts';
import { incomingMessages as text } from './incoming-orders.messages.ts';
import { useOrderBell } from './use-order-bell.ts';

const SHOWN = 3;

export function IncomingOrdersAlert({ orders }: { readonly orders: readonly OrderListRow[] }) {
  const waiting = incomingOrders(orders);
  const [openId, setOpenId] = useState<string>();
  const [shownId, setShownId] = useState<string>();
  const money = useMoney();
  const { canRing } = useOrderBell(waiting);

  const open = (orderId: string) => {
    setOpenId(orderId);
    setShownId(orderId);
  };
  const drawer = (
    <OrderDrawer
      orderId={shownId}
      opened={openId !== undefined}
      onClose={() => setOpenId(undefined)}
    />
  );
  if (waiting.length === 0) return drawer;
  return (
    <>
      <Alert
        color="orange"
        variant="light"
        style={{ border: '2px solid var(--mantine-color-orange-6)' }}
        py={6}
        mb="xs"
        title={text.title(waiting.length)}
        data-testid="incoming-orders"
        role="alert"
      >
        <Stack gap={4}>
          {waiting.slice(0, SHOWN).map((order) => (
            <Group
              key={order.orderId}
              gap="sm"
              wrap="nowrap"
              data-testid={`incoming-${order.orderId}`}
            >
              <Text fw={700} size="sm">
                {text.number(order.number)}
              </Text>
              <SourceBadge source={order.source} size="sm" />
              {order.deliveryType && <DeliveryBadge deliveryType={order.deliveryType} size="sm" />}
              <Text size="sm" className="tabular-nums">
                {money(order.finalPrice)} ·{' '}
                {order.status === 'PAID' ? text.paid : text.payOnDelivery}
              </Text>
              <Text size="sm">{formatTime(order.submittedAt)}</Text>
              <Button
                size="compact-sm"
                color="dark"
                ms="auto"
                onClick={() => open(order.orderId)}
                data-testid={`review-${order.orderId}`}
              >
                {text.review}
              </Button>
            </Group>
          ))}
          {waiting.length > SHOWN && <Text size="sm">{text.more(waiting.length - SHOWN)}</Text>}
          {!canRing && (
            <Text size="xs" data-testid="bell-off">
              {text.soundOff}
            </Text>
          )}
        </Stack>
      </Alert>
      {drawer}
    </>
  );
}
