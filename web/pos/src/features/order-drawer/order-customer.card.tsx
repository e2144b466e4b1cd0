// A courier order's customer in the drawer: name, phone to call, address, and the order's notes —
// what dispatch shows on its card, for the cashier who answers the customer's call.
import { Anchor, Card, Group, Loader, Stack, Text } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import type { ReactNode } from 'react';
import { toPersianDigits } from '@sofre/web-shared';
import { customerFactsOf } from './order-customer.ts';
import { isCourierOrder, useOrderDelivery } from './order-delivery.api.ts';
import { orderDrawerMessages as m } from './order-drawer.messages.ts';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={90} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

function CustomerFactsCard({ order }: { order: OrderTracker }) {
  const { data, isPending, isError } = useOrderDelivery(order);
  if (isPending) return <Loader size="xs" aria-label={m.customer.loading} />;
  if (isError || !data)
    return (
      <Text size="sm" c="dimmed">
        {m.customer.unavailable}
      </Text>
    );
  const facts = customerFactsOf(data);
  return (
    <Stack gap={4}>
      <Fact label={m.customer.name} testId="order-customer-name">
        {facts.name ?? m.customer.noName}
      </Fact>
      {facts.phone && (
        <Fact label={m.customer.phone} testId="order-customer-phone">
          <Anchor href={facts.phone.href} dir="ltr" data-testid="order-customer-call">
            {toPersianDigits(facts.phone.text)}
          </Anchor>
        </Fact>
      )}
      <Fact label={m.customer.address} testId="order-customer-address">
        {facts.address ? toPersianDigits(facts.address) : m.customer.noAddress}
      </Fact>
      {facts.description && (
        <Fact label={m.customer.description} testId="order-customer-description">
          {facts.description}
        </Fact>
      )}
      {facts.note && (
        <Fact label={m.customer.note} testId="order-customer-note">
          <Text span size="sm" c="orange.9">
            {facts.note}
          </Text>
        </Fact>
      )}
    </Stack>
  );
}

export function OrderCustomerCard({ order }: { order: OrderTracker }) {
  if (!isCourierOrder(order)) return null;
  return (
    <Card withBorder padding="xs" radius="md" data-testid="order-customer">
      <CustomerFactsCard order={order} />
    </Card>
  );
}
