// One item of the selected category: grip, picture, title, price (struck through when
// discounted) and the two one-tap switches — in stock, and shown on the menu.
import { itemUnitPrice } from '@sofre/engine/pricing';
import { ActionIcon, Avatar, Badge, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { MenuItemAdminView } from '@sofre/engine/contracts';
import { useMoney } from '@sofre/web-shared';
import { DragHandle } from './drag-handle.tsx';
import { menuAdminMessages } from './menu-admin.messages.ts';
import type { DragHandleProps } from './sortable-list.tsx';
import type { ItemSwitch } from './use-item-switch.ts';

const text = menuAdminMessages.items;

export interface ItemRowProps {
  readonly item: MenuItemAdminView;
  readonly handle: DragHandleProps;
  readonly dragging: boolean;
  readonly onSwitch: (change: ItemSwitch) => void;
  readonly onEdit: (item: MenuItemAdminView) => void;
}

export function ItemRow({ item, handle, dragging, onSwitch, onEdit }: ItemRowProps) {
  const money = useMoney();
  return (
    <Paper
      withBorder
      p="xs"
      mb={6}
      shadow={dragging ? 'md' : undefined}
      data-testid={`admin-item-${item.id}`}
      data-order={item.order}
      style={{ opacity: item.active ? 1 : 0.6 }}
    >
      <Group gap="sm" wrap="nowrap">
        <DragHandle handle={handle} testId={`item-drag-${item.id}`} />
        <Avatar src={item.image} radius="md" size={48} alt={item.title}>
          {item.title.slice(0, 1)}
        </Avatar>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={700} truncate>
              {item.title}
            </Text>
            {!item.available && (
              <Badge size="xs" color="gray">
                {text.unavailable}
              </Badge>
            )}
          </Group>
          {item.description && (
            <Text size="xs" c="dimmed" truncate>
              {item.description}
            </Text>
          )}
        </Stack>
        <Stack gap={0} align="flex-end" miw={110}>
          {item.discount > 0 && (
            <Text size="xs" c="dimmed" td="line-through" className="tabular-nums">
              {money(item.price)}
            </Text>
          )}
          <Text fw={700} c="sofre.9" className="tabular-nums" data-testid={`item-price-${item.id}`}>
            {money(itemUnitPrice(item))}
          </Text>
        </Stack>
        <Switch
          checked={item.available}
          onChange={(e) => onSwitch({ item, field: 'available', value: e.currentTarget.checked })}
          label={item.available ? text.available : text.unavailable}
          color="teal"
          w={90}
          data-testid={`item-available-${item.id}`}
        />
        <Switch
          checked={item.active}
          onChange={(e) => onSwitch({ item, field: 'active', value: e.currentTarget.checked })}
          label={text.active}
          w={80}
          data-testid={`item-active-${item.id}`}
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={menuAdminMessages.edit}
          data-testid={`item-edit-${item.id}`}
          onClick={() => onEdit(item)}
        >
          ✎
        </ActionIcon>
      </Group>
    </Paper>
  );
}
