// One line of the order being taken: title, toppings, count with +/−, remove.
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import type { OrderLine } from '@sofre/engine/pricing';
import { formatNumber, useMoney } from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import type { PosDraftHandle } from './use-pos-draft.ts';

const text = posMessages.draft;

const unitCharge = (line: OrderLine) =>
  line.isFreeItem
    ? 0
    : Math.max(0, line.price - line.discount) +
      line.orderItemToppings.reduce((sum, t) => sum + t.price * t.count, 0);

export function DraftLineRow({ line, draft }: { line: OrderLine; draft: PosDraftHandle }) {
  const money = useMoney();
  const { tempId } = line;
  return (
    <Group
      data-testid="draft-line"
      data-menu-item={line.menuItemId}
      data-count={line.count}
      justify="space-between"
      wrap="nowrap"
      align="flex-start"
      py={6}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text fw={600}>{line.title}</Text>
          {line.isFreeItem && (
            <Badge color="grape" size="xs">
              {text.free}
            </Badge>
          )}
        </Group>
        {line.orderItemToppings.length > 0 && (
          <Text size="xs" c="dimmed">
            {line.orderItemToppings.map((t) => t.title).join('، ')}
          </Text>
        )}
        <Text size="sm" c="sofre.9" className="tabular-nums">
          {money(unitCharge(line) * line.count)}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          data-testid="line-increase"
          aria-label={text.increase}
          variant="light"
          disabled={!draft.canEdit({ type: 'increment', tempId })}
          onClick={() => draft.edit({ type: 'increment', tempId })}
        >
          +
        </ActionIcon>
        <Text w={28} ta="center" fw={700} className="tabular-nums">
          {formatNumber(line.count)}
        </Text>
        <ActionIcon
          data-testid="line-decrease"
          aria-label={text.decrease}
          variant="light"
          disabled={!draft.canEdit({ type: 'decrement', tempId })}
          onClick={() => draft.edit({ type: 'decrement', tempId })}
        >
          −
        </ActionIcon>
        <ActionIcon
          data-testid="line-remove"
          aria-label={text.remove}
          variant="subtle"
          color="red"
          disabled={!draft.canEdit({ type: 'removeLine', tempId })}
          onClick={() => draft.edit({ type: 'removeLine', tempId })}
        >
          ×
        </ActionIcon>
      </Group>
    </Group>
  );
}
