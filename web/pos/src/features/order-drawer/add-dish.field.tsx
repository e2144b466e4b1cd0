// Another round on an open bill: the cashier finds a dish by name (as on the POS menu) and it
// joins the bill's lines in the editor, after its toppings are chosen when it has any. Only what
// sells now is offered; the server prices the new line from the menu when the edit is saved.
import { Select } from '@mantine/core';
import type { MenuItemView } from '@sofre/engine/contracts';
import type { OrderEditAction } from '@sofre/engine/order-editing';
import { newId, useMenu, useMoney } from '@sofre/web-shared';
import { useState } from 'react';
import { titleMatches } from '../menu/menu-search.ts';
import { needsToppingChoice, unitPrice, type ToppingChoice } from '../menu/topping-choice.ts';
import { ToppingPickerModal } from '../menu/topping-picker.modal.tsx';
import { addDishAction } from './add-dish.ts';
import { orderDrawerMessages as m } from './order-drawer.messages.ts';

const text = m.editor;

export function AddDishField({ onAdd }: { onAdd: (action: OrderEditAction) => void }) {
  const money = useMoney();
  const menu = useMenu();
  const [picking, setPicking] = useState<MenuItemView>();
  const [search, setSearch] = useState('');
  const items = (menu.data ?? [])
    .flatMap((c) => c.items)
    .filter((i) => i.available && i.sellsNow !== false);
  const add = (item: MenuItemView, chosen: ToppingChoice) =>
    onAdd(addDishAction(item, chosen, newId()));
  const pick = (id: string | null) => {
    setSearch('');
    const item = items.find((i) => i.id === id);
    if (!item) return;
    if (needsToppingChoice(item)) setPicking(item);
    else add(item, new Set());
  };
  return (
    <>
      <Select
        label={text.addDish}
        placeholder={text.addDishPlaceholder}
        data={items.map((i) => ({ value: i.id, label: `${i.title} — ${money(unitPrice(i))}` }))}
        // Always empty: a pick adds the dish and the field is ready for the next one.
        value={null}
        onChange={pick}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options, search }) =>
          search.trim() === ''
            ? options
            : options.filter((o) => 'label' in o && titleMatches(o.label, search))
        }
        nothingFoundMessage={text.noDish}
        comboboxProps={{ withinPortal: true }}
        data-testid="edit-add-dish"
      />
      <ToppingPickerModal
        item={picking}
        onClose={() => setPicking(undefined)}
        onConfirm={(item, chosen) => {
          add(item, chosen);
          setPicking(undefined);
        }}
      />
    </>
  );
}
