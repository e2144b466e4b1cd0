// The basket at the bottom of the menu, always in reach of the thumb: how many, how much, and on.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatNumber, useMoney } from '@sofre/web-shared';
import { cartMessages as text } from '../../messages/ordering.messages.ts';

export interface CartBarProps {
  readonly units: number;
  readonly total: number;
  readonly canGoOn: boolean;
  readonly busy?: boolean;
  readonly label?: string;
  /** Why it cannot go on (a basket under the minimum). */
  readonly hint?: string;
  readonly onNext: () => void;
}

export function CartBar({ units, total, canGoOn, busy, label, hint, onNext }: CartBarProps) {
  const money = useMoney();
  return (
    <Paper
      shadow="md"
      p="sm"
      radius={0}
      withBorder
      style={{ position: 'sticky', bottom: 0, zIndex: 3 }}
      data-testid="cart-bar"
    >
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {text.bar(formatNumber(units))}
          </Text>
          <Text fw={800} className="tabular-nums" data-testid="cart-bar-total">
            {money(total)}
          </Text>
          {hint && (
            <Text size="xs" c="red.8" data-testid="cart-bar-hint">
              {hint}
            </Text>
          )}
        </Stack>
        <Button
          size="md"
          disabled={!canGoOn}
          loading={busy}
          onClick={onNext}
          data-testid="cart-next"
        >
          {label ?? text.next}
        </Button>
      </Group>
    </Paper>
  );
}
