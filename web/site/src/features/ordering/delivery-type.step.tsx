// The DELIVERY_TYPE step: how the order reaches the customer — by courier to their address, or
// picked up at the counter. (Served at a table is the QR code's, never chosen here.)
import { Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { DeliveryType } from '@sofre/engine';
import { deliveryTypeLabels } from '@sofre/web-shared';
import { stepMessages as text } from '../../messages/ordering.messages.ts';

const CHOICES: readonly DeliveryType[] = ['DELIVER', 'PICKUP'];

export interface DeliveryTypeStepProps {
  readonly current: DeliveryType | undefined;
  readonly onChoose: (deliveryType: DeliveryType) => void;
}

export function DeliveryTypeStep({ current, onChoose }: DeliveryTypeStepProps) {
  return (
    <Stack gap="sm" data-testid="step-delivery-type">
      <Title order={2} size="h4">
        {text.chooseDelivery}
      </Title>
      {CHOICES.map((type) => (
        <UnstyledButton key={type} onClick={() => onChoose(type)} data-testid={`delivery-${type}`}>
          <Paper
            withBorder
            p="md"
            radius="md"
            style={
              current === type
                ? { borderColor: 'var(--mantine-color-sofre-8)', borderWidth: 2 }
                : {}
            }
          >
            <Text fw={700} size="lg">
              {deliveryTypeLabels[type]}
            </Text>
            <Text size="sm" c="dimmed">
              {text.deliveryHints[type]}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
