// One line of the order being taken: title, toppings, its note to the kitchen, count with +/−,
// the note button and remove.
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import type { OrderLine } from '@sofre/engine/pricing';
import { formatNumber, useMoney } from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import { LineNotePopover } from './line-note.popover.tsx';
import type { PosDraftHandle } from './use-pos-draft.ts';

const text = posMessages.draft;

const unitCharge = (line: OrderLine) =>
  line.isFreeItem
    ? 0
    : Math.max(0, line.price - line.discount) +
      line.orderItemToppings.reduce((sum, t) => sum + t.price * t.count, 0);

export interface DraftLineRowProps {
  readonly line: OrderLine;
  readonly draft: PosDraftHandle;
  /** Gives the keyboard back to the menu (after a note is saved). */
  readonly focusMenu: () => void;
}

export function DraftLineRow({ line, draft, focusMenu }: DraftLineRowProps) {
  const money = useMoney();
  const { tempId } = line;
  return (
    <Group
      data-testid="draft-line"
      data-menu-item={line.menuItemId}
      data-count={line.count}
      data-note={line.note}
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
        {line.note && (
          <Text size="xs" c="grape.9" fw={500} data-testid="line-note-text">
            {posMessages.lineNote.short}: {line.note}
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
        <LineNotePopover line={line} draft={draft} onSaved={focusMenu} />
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
