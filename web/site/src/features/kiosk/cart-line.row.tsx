// One line of the cart under review: the dish, its toppings, − count +, «حذف» and what it costs.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lineUnitPrice, type OrderLine } from '@sofre/engine/pricing';
import { KIOSK_MAX_LINE_COUNT, type CartAction } from './kiosk-cart.ts';
import { kioskMessages as text } from './kiosk.messages.ts';
import { CountButtons } from './count-buttons.tsx';

export interface CartLineRowProps {
  readonly line: OrderLine;
  readonly money: (rial: number) => string;
  readonly onCart: (action: CartAction) => void;
}

export function CartLineRow({ line, money, onCart }: CartLineRowProps) {
  const lineId = line.tempId;
  const testId = `kiosk-line-${line.menuItemId}`;
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fz={24} fw={800}>
            {line.title}
          </Text>
          {line.orderItemToppings.length > 0 && (
            <Text fz={18} c="gray.7">
              {line.orderItemToppings.map((t) => t.title).join('، ')}
            </Text>
          )}
          <Text fz={22} fw={700} c="sofre.9">
            {money(lineUnitPrice(line) * line.count)}
          </Text>
        </Stack>
        <CountButtons
          count={line.count}
          onIncrease={() => onCart({ type: 'increment', lineId })}
          onDecrease={() => onCart({ type: 'decrement', lineId })}
          increaseLabel={text.review.increase(line.title)}
          decreaseLabel={text.review.decrease(line.title)}
          canIncrease={line.count < KIOSK_MAX_LINE_COUNT}
          testId={`${testId}-count`}
        />
        <Button
          size="xl"
          h={64}
          variant="light"
          color="red"
          aria-label={text.review.remove(line.title)}
          onClick={() => onCart({ type: 'remove', lineId })}
          data-testid={`${testId}-remove`}
        >
          {text.review.removeShort}
        </Button>
      </Group>
    </Paper>
  );
}
