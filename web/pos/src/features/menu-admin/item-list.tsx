// The items of the selected category in the vendor's order, dragged by the grip to reorder, each
// with its one-tap switches. Hidden and out-of-stock items are listed too: this is where they are
// brought back.
import { Center, Loader, Text } from '@mantine/core';
import type { MenuItemAdminView } from '@sofre/engine/contracts';
import { useCategoryItems, updateItem } from './menu-items.api.ts';
import { menuAdminKeys } from './menu-admin.keys.ts';
import { menuAdminMessages } from './menu-admin.messages.ts';
import { ItemRow } from './item-row.tsx';
import { SortableList } from './sortable-list.tsx';
import { useItemSwitch } from './use-item-switch.ts';
import { useReorder } from './use-reorder.ts';

export interface ItemListProps {
  readonly categoryId: string;
  readonly onEdit: (item: MenuItemAdminView) => void;
}

export function ItemList({ categoryId, onEdit }: ItemListProps) {
  const items = useCategoryItems(categoryId);
  const reorder = useReorder<MenuItemAdminView>(menuAdminKeys.items(categoryId), updateItem);
  const toggle = useItemSwitch();
  if (items.isPending) {
    return (
      <Center h={160}>
        <Loader aria-label={menuAdminMessages.loading} />
      </Center>
    );
  }
  const rows = items.data ?? [];
  if (rows.length === 0) return <Text c="dimmed">{menuAdminMessages.items.empty}</Text>;
  return (
    <div data-testid="item-list">
      <SortableList rows={rows} onMove={reorder.move}>
        {(item, handle, dragging) => (
          <ItemRow
            item={item}
            handle={handle}
            dragging={dragging}
            onSwitch={(change) => toggle.mutate(change)}
            onEdit={onEdit}
          />
        )}
      </SortableList>
    </div>
  );
}
