// The one-tap switches of an item row: in stock (available) and shown on the menu (active). The
// row flips at once; a refusal flips it back and the query cache shows the red toast.
import type { MenuItemAdminView } from '@sofre/engine/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateItem } from './menu-items.api.ts';
import { menuAdminKeys, wholeMenu } from './menu-admin.keys.ts';

export interface ItemSwitch {
  readonly item: MenuItemAdminView;
  readonly field: 'available' | 'active';
  readonly value: boolean;
}

export function useItemSwitch() {
  const client = useQueryClient();
  const setField = ({ item, field }: ItemSwitch, value: boolean) =>
    client.setQueryData<MenuItemAdminView[]>(menuAdminKeys.items(item.categoryId), (rows) =>
      rows?.map((r) => (r.id === item.id ? { ...r, [field]: value } : r)),
    );
  return useMutation({
    mutationFn: ({ item, field, value }: ItemSwitch) => updateItem({ id: item.id, [field]: value }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: menuAdminKeys.items(change.item.categoryId) });
      setField(change, change.value);
    },
    // Only this row's field goes back, so another row's switch in flight keeps its own state.
    onError: (_error, change) => setField(change, !change.value),
    onSettled: () => client.invalidateQueries({ queryKey: wholeMenu }),
  });
}
