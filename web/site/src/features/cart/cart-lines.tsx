// The basket's lines with their toppings and price; a paid line's count changes here (to 0 takes
// it out), a discount code's gift is marked and left as the code gave it.
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { CartLineView } from '@sofre/engine/contracts';
import { formatNumber, useMoney } from '@sofre/web-shared';
import { CountStepper } from '../../common/count-stepper.tsx';
import { cartMessages as text, menuMessages } from '../../messages/ordering.messages.ts';
import { setLineCount } from './use-cart.ts';

function Line({ line }: { line: CartLineView }) {
  const money = useMoney();
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" data-testid={`cart-line`}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text fw={600}>{line.title}</Text>
          {line.isFreeItem && (
            <Badge size="xs" color="grape">
              {text.gift}
            </Badge>
          )}
        </Group>
        {line.toppings.length > 0 && (
          <Text size="xs" c="dimmed">
            {line.toppings.map((t) => t.title).join('، ')}
          </Text>
        )}
        <Text size="sm" className="tabular-nums">
          {money(line.unitPrice * line.count)}
        </Text>
      </Stack>
      {line.isFreeItem ? (
        <Text size="sm">× {formatNumber(line.count)}</Text>
      ) : (
        <CountStepper
          count={line.count}
          onChange={(count) => setLineCount(line.id, count)}
          increaseLabel={menuMessages.increase(line.title)}
          decreaseLabel={menuMessages.decrease(line.title)}
          testId={`line-${line.menuItemId}`}
        />
      )}
    </Group>
  );
}

export function CartLines({ lines }: { lines: readonly CartLineView[] }) {
  if (lines.length === 0) return <Text c="dimmed">{text.empty}</Text>;
  return (
    <Stack gap="sm" data-testid="cart-lines">
      {lines.map((line) => (
        <Line key={line.id} line={line} />
      ))}
    </Stack>
  );
}
