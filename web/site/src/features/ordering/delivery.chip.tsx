// On the menu: how the order will be delivered, with a way to change it (not at a table: a QR
// code's order is served at its table).
import { Button, Group, Text } from '@mantine/core';
import type { DeliveryType } from '@sofre/engine';
import { deliveryTypeLabels } from '@sofre/web-shared';
import { stepMessages as text } from '../../messages/ordering.messages.ts';

export function DeliveryChip({
  deliveryType,
  onChange,
}: {
  deliveryType: DeliveryType | undefined;
  onChange: () => void;
}) {
  return (
    <Group gap="xs" justify="space-between" data-testid="delivery-chip">
      <Text size="sm">
        {text.steps.DELIVERY_TYPE}:{' '}
        <Text span fw={700}>
          {deliveryType ? deliveryTypeLabels[deliveryType] : text.notChosen}
        </Text>
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onChange} data-testid="delivery-change">
        {deliveryType ? text.change : text.choose}
      </Button>
    </Group>
  );
}
