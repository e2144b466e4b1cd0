// The customer the order is for, once picked: name and phone, and a way to pick another.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { toPersianDigits } from '@sofre/web-shared';
import { orderCustomerMessages as m } from './order-customer.messages.ts';

export interface ChosenCustomerCardProps {
  readonly name: string;
  readonly phone: string;
  readonly onChange: () => void;
}

export function ChosenCustomerCard({ name, phone, onChange }: ChosenCustomerCardProps) {
  return (
    <Paper withBorder p={8} radius="sm" bg="sofre.0" data-testid="chosen-customer">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={700} lineClamp={1}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" dir="ltr" ta="right" className="tabular-nums">
            {toPersianDigits(phone)}
          </Text>
        </Stack>
        <Button
          size="compact-xs"
          variant="default"
          onClick={onChange}
          data-testid="customer-change"
        >
          {m.change}
        </Button>
      </Group>
    </Paper>
  );
}
