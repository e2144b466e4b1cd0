// How this order reaches the customer, on the order details: at the table of the QR code, picked
// up, or by courier to one of their addresses (with the zone's delivery price) — changed here.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { DeliveryType } from '@sofre/engine';
import type { AddressView } from '@sofre/engine/contracts';
import { deliveryTypeLabels, toPersianDigits, useMoney } from '@sofre/web-shared';
import { addressMessages } from '../../messages/account.messages.ts';
import { checkoutMessages as text } from '../../messages/payment.messages.ts';

export interface DeliverySummaryProps {
  readonly table: string | undefined;
  readonly deliveryType: DeliveryType | undefined;
  readonly address: AddressView | undefined;
  readonly deliveryCost: number;
  readonly onChangeType: () => void;
  readonly onChooseAddress: () => void;
}

export function DeliverySummary(props: DeliverySummaryProps) {
  const { table, deliveryType, address, deliveryCost, onChangeType, onChooseAddress } = props;
  const money = useMoney();
  return (
    <Paper withBorder p="md" radius="md" data-testid="delivery-summary">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>
            {table
              ? text.atTable(toPersianDigits(table))
              : deliveryType
                ? deliveryTypeLabels[deliveryType]
                : text.delivery}
          </Text>
          {!table && (
            <Button variant="subtle" size="compact-sm" onClick={onChangeType}>
              {text.change}
            </Button>
          )}
        </Group>
        {deliveryType === 'DELIVER' && (
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            {address ? (
              <Stack gap={0} style={{ minWidth: 0 }} data-testid="chosen-address">
                <Text size="sm" fw={600}>
                  {address.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {address.text}
                </Text>
                <Text size="sm" c="sofre.9" data-testid="delivery-price">
                  {addressMessages.deliveryPrice(money(deliveryCost))}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="red.8">
                {text.addressRequired}
              </Text>
            )}
            <Button
              variant="light"
              size="compact-sm"
              onClick={onChooseAddress}
              data-testid="choose-address"
            >
              {address ? addressMessages.change : addressMessages.choose}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
