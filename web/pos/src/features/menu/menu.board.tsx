// The POS menu: categories as tabs, dishes as cards. Picking a dish hands a draft line to the
// screen; a dish with toppings asks for them first.
import { Center, Loader, SimpleGrid, Tabs, Text } from '@mantine/core';
import type { MenuItemView } from '@sofre/engine/contracts';
import type { NewLine } from '@sofre/engine/pos-draft';
import { newId, useLiveInvalidation, useMenu } from '@sofre/web-shared';
import { useState } from 'react';
import { posMessages } from '../../messages/pos.messages.ts';
import { MenuItemCard } from './menu-item.card.tsx';
import { ToppingPickerModal } from './topping-picker.modal.tsx';
import { lineFromMenu, needsToppingChoice, type ToppingChoice } from './topping-choice.ts';

export interface MenuBoardProps {
  readonly onAdd: (line: NewLine) => void;
  /** False while the draft is being submitted. */
  readonly enabled: boolean;
}

export function MenuBoard({ onAdd, enabled }: MenuBoardProps) {
  const menu = useMenu();
  // A changed food shift changes what sells now (the menu's own topic does not say so).
  useLiveInvalidation('records:food-shift', ['menu']);
  const [picking, setPicking] = useState<MenuItemView>();

  const add = (item: MenuItemView, chosen: ToppingChoice) =>
    onAdd(lineFromMenu(item, chosen, newId()));
  const pick = (item: MenuItemView) => {
    if (!enabled) return;
    if (needsToppingChoice(item)) setPicking(item);
    else add(item, new Set());
  };

  if (menu.isPending) {
    return (
      <Center h={240}>
        <Loader aria-label={posMessages.menu.loading} />
      </Center>
    );
  }
  const categories = menu.data ?? [];
  if (categories.length === 0) return <Text c="dimmed">{posMessages.menu.empty}</Text>;

  return (
    <>
      <Tabs variant="pills" defaultValue={categories[0]?.id} keepMounted={false}>
        <Tabs.List mb="md">
          {categories.map((c) => (
            <Tabs.Tab key={c.id} value={c.id} data-testid={`menu-category-${c.id}`}>
              {c.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {categories.map((c) => (
          <Tabs.Panel key={c.id} value={c.id}>
            <SimpleGrid cols={{ base: 2, md: 3, xl: 4 }} spacing="sm">
              {c.items.map((item) => (
                <MenuItemCard key={item.id} item={item} onPick={pick} />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
        ))}
      </Tabs>
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
