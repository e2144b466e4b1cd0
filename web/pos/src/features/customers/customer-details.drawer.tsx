// A customer's details: who they are, what they bought (order count, total spent in the vendor's
// unit, first and last order in Jalali dates), their addresses, and a form to add one taken on
// the phone.
import { Badge, Card, Drawer, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AddressView } from '@sofre/engine/contracts';
import { formatDateTime, formatNumber, toPersianDigits, useMoney } from '@sofre/web-shared';
import type { ReactNode } from 'react';
import { AddAddressForm } from './add-address.form.tsx';
import { useCustomerAddresses, useCustomerInformation } from './customers.api.ts';
import { customerMessages as m } from './customers.messages.ts';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {children}
      </Text>
    </Card>
  );
}

function AddressCard({ address }: { address: AddressView }) {
  return (
    <Card withBorder padding="sm" radius="md" data-testid={`customer-address-${address.id}`}>
      <Group justify="space-between" mb={4}>
        <Text fw={700}>{address.title}</Text>
        {address.latitude === null && (
          <Badge color="orange" variant="light">
            {m.details.notLocated}
          </Badge>
        )}
      </Group>
      <Text size="sm">{toPersianDigits(address.text)}</Text>
      {address.details && (
        <Text size="sm" c="dimmed">
          {toPersianDigits(address.details)}
        </Text>
      )}
    </Card>
  );
}

export interface CustomerDetailsProps {
  readonly customerId: string | undefined;
  readonly onClose: () => void;
}

export function CustomerDetailsDrawer({ customerId, onClose }: CustomerDetailsProps) {
  const info = useCustomerInformation(customerId);
  const addresses = useCustomerAddresses(customerId);
  const money = useMoney();
  const c = info.data;
  return (
    <Drawer
      opened={customerId !== undefined}
      onClose={onClose}
      position="left"
      size="lg"
      title={m.details.title}
      data-testid="customer-details"
    >
      {!c ? (
        <Loader />
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={3}>{`${c.firstName} ${c.lastName}`}</Title>
            <Badge color={c.registered ? 'teal' : 'gray'} variant="light">
              {c.registered ? m.details.registered : m.details.notRegistered}
            </Badge>
          </Group>
          <Text dir="ltr" ta="right">
            {toPersianDigits(c.phoneNumber)}
          </Text>
          <SimpleGrid cols={2}>
            <Fact label={m.details.orderCount} testId="customer-order-count">
              {formatNumber(c.orderCount)}
            </Fact>
            <Fact label={m.details.totalSpent} testId="customer-total-spent">
              {money(c.totalSpent)}
            </Fact>
            <Fact label={m.details.firstOrder} testId="customer-first-order">
              {c.firstOrderAt ? formatDateTime(c.firstOrderAt) : m.details.noOrders}
            </Fact>
            <Fact label={m.details.lastOrder} testId="customer-last-order">
              {c.lastOrderAt ? formatDateTime(c.lastOrderAt) : m.details.noOrders}
            </Fact>
          </SimpleGrid>
          <Title order={4}>{m.details.addresses}</Title>
          {addresses.data?.length === 0 && <Text c="dimmed">{m.details.noAddresses}</Text>}
          {addresses.data?.map((a) => (
            <AddressCard key={a.id} address={a} />
          ))}
          <AddAddressForm customerId={c.id} />
        </Stack>
      )}
    </Drawer>
  );
}
