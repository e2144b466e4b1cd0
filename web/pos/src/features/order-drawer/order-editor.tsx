// Editing the order's lines in the drawer: − / + / remove per line, on an open bill a dish to add,
// the removed lines below with restore, and save or cancel on top (so they stay in sight). Every
// button asks the edit machine; removing the last line stays clickable and is answered with the
// red toast.
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import type { OrderLine } from '@sofre/engine/pricing';
import { formatNumber, useMoney } from '@sofre/web-shared';
import { AddDishField } from './add-dish.field.tsx';
import { LineTitle } from './order-lines.view.tsx';
import { orderDrawerMessages as m } from './order-drawer.messages.ts';
import type { OrderEditHandle } from './use-order-edit.ts';

const text = m.editor;

/** The tracker's line for a draft line (titles, toppings and notes are shown as the order has them). */
const trackerLine = (order: OrderTracker, line: OrderLine) =>
  order.lines.find((l) => l.id === line.tempId) ?? {
    id: line.tempId,
    menuItemId: line.menuItemId,
    title: line.title,
    count: line.count,
    toppings: line.orderItemToppings.map(({ toppingId, title, count }) => ({
      toppingId,
      title,
      count,
    })),
    isFreeItem: line.isFreeItem,
    unitPrice: line.price,
    refundedCount: 0,
  };

function EditLineRow({
  order,
  line,
  edit,
}: {
  order: OrderTracker;
  line: OrderLine;
  edit: OrderEditHandle;
}) {
  const money = useMoney();
  const tempId = line.tempId;
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      data-testid="edit-line"
      data-line={tempId}
      data-count={line.count}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <LineTitle line={trackerLine(order, line)} />
        <Text size="xs" c="sofre.9" className="tabular-nums">
          {money(line.price * line.count)}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="light"
          aria-label={text.increase}
          disabled={!edit.canEdit({ type: 'increment', tempId })}
          onClick={() => edit.edit({ type: 'increment', tempId })}
          data-testid="edit-line-increase"
        >
          +
        </ActionIcon>
        <Text w={28} ta="center" fw={700} className="tabular-nums">
          {formatNumber(line.count)}
        </Text>
        <ActionIcon
          variant="light"
          aria-label={text.decrease}
          disabled={!edit.canEdit({ type: 'decrement', tempId })}
          onClick={() => edit.edit({ type: 'decrement', tempId })}
          data-testid="edit-line-decrease"
        >
          −
        </ActionIcon>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => edit.edit({ type: 'removeLine', tempId })}
          data-testid="edit-line-remove"
        >
          {text.remove}
        </Button>
      </Group>
    </Group>
  );
}

function RemovedLines({ order, edit }: { order: OrderTracker; edit: OrderEditHandle }) {
  const removed = edit.snapshot.context.draft?.removedItems ?? [];
  if (removed.length === 0) return null;
  return (
    <Paper withBorder p="xs" radius="md" bg="gray.0" data-testid="removed-lines">
      <Text size="sm" fw={600} mb={4}>
        {text.removed}
      </Text>
      {removed.map((line) => (
        <Group
          key={line.tempId}
          justify="space-between"
          data-testid="removed-line"
          data-line={line.tempId}
        >
          <Text size="sm" td="line-through" c="dimmed">
            {`${trackerLine(order, line).title} ${m.lines.count(formatNumber(line.count))}`}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            disabled={!edit.canEdit({ type: 'restoreLine', tempId: line.tempId })}
            onClick={() => edit.edit({ type: 'restoreLine', tempId: line.tempId })}
            data-testid="removed-line-restore"
          >
            {text.restore}
          </Button>
        </Group>
      ))}
    </Paper>
  );
}

export function OrderEditor({ order, edit }: { order: OrderTracker; edit: OrderEditHandle }) {
  const money = useMoney();
  const { context } = edit.snapshot;
  const draft = context.draft;
  if (!draft) return null;
  const busy = edit.snapshot.hasTag('busy');
  const itemsTotal = draft.lines.reduce((sum, l) => sum + l.price * l.count, 0);
  return (
    <Stack gap="sm" data-testid="order-editor" data-mode={context.mode}>
      <Group justify="space-between">
        <Stack gap={0}>
          <Text fw={700}>{context.mode === 'bill' ? text.bill : text.order}</Text>
          <Text size="xs" c="dimmed">
            {draft.canAdd ? text.uncapped : text.capped}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            disabled={busy}
            onClick={() => edit.send({ type: 'cancel' })}
            data-testid="edit-cancel"
          >
            {text.cancel}
          </Button>
          <Button
            loading={busy}
            disabled={!edit.snapshot.can({ type: 'save' })}
            onClick={() => edit.send({ type: 'save' })}
            data-testid="edit-save"
          >
            {text.save}
          </Button>
        </Group>
      </Group>
      <Stack gap={6}>
        {draft.lines.map((line) => (
          <EditLineRow key={line.tempId} order={order} line={line} edit={edit} />
        ))}
      </Stack>
      {context.mode === 'bill' && draft.canAdd && <AddDishField onAdd={edit.edit} />}
      <RemovedLines order={order} edit={edit} />
      <Alert color="gray" variant="light" p="xs">
        <Group justify="space-between">
          <Text size="sm">{text.itemsTotal}</Text>
          <Text size="sm" fw={700} className="tabular-nums" data-testid="edit-items-total">
            {money(itemsTotal)}
          </Text>
        </Group>
      </Alert>
    </Stack>
  );
}
