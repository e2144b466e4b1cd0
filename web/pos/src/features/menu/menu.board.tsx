// The POS menu: a search box over categories as tabs and dishes as cards. Picking a dish hands a
// draft line to the screen; a dish with toppings asks for them first. The board fills the height
// it is given: the search box and the tabs stay, the dishes scroll.
import { Center, Loader, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { MenuItemView } from '@sofre/engine/contracts';
import type { NewLine } from '@sofre/engine/pos-draft';
import { formatNumber, newId, useLiveInvalidation, useMenu } from '@sofre/web-shared';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { posMessages } from '../../messages/pos.messages.ts';
import { MenuItemCard } from './menu-item.card.tsx';
import { MenuSearchField } from './menu-search.field.tsx';
import { searchMenu, singleMatch } from './menu-search.ts';
import { ToppingPickerModal } from './topping-picker.modal.tsx';
import { lineFromMenu, needsToppingChoice, type ToppingChoice } from './topping-choice.ts';

export interface MenuBoardProps {
  readonly onAdd: (line: NewLine) => void;
  /** False while the draft is being submitted. */
  readonly enabled: boolean;
  /** The search box, for the screen to give it the keyboard back. */
  readonly searchRef?: Ref<HTMLInputElement> | undefined;
}

const scrolling = { flex: 1, minHeight: 0, overflowY: 'auto' } as const;

function ItemGrid({
  items,
  pick,
}: {
  items: readonly MenuItemView[];
  pick: (i: MenuItemView) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 2, md: 3, xl: 4 }} spacing="sm" p={2}>
      {items.map((item) => (
        <MenuItemCard key={item.id} item={item} onPick={pick} />
      ))}
    </SimpleGrid>
  );
}

export function MenuBoard({ onAdd, enabled, searchRef }: MenuBoardProps) {
  const menu = useMenu();
  // A changed food shift changes what sells now (the menu's own topic does not say so).
  useLiveInvalidation('records:food-shift', ['menu']);
  const [picking, setPicking] = useState<MenuItemView>();
  const [query, setQuery] = useState('');
  // Kept here, so the category open before a search is open again after it.
  const [category, setCategory] = useState<string | null>(null);
  const results = useRef<HTMLDivElement>(null);

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
  const found = query.trim() === '' ? undefined : searchMenu(categories, query);

  let board: ReactNode;
  if (found) {
    board = (
      <Stack gap="xs" style={scrolling} ref={results} data-testid="menu-search-results">
        <Text size="sm" c="dimmed" aria-live="polite">
          {found.length === 0
            ? posMessages.search.none
            : posMessages.search.found(formatNumber(found.length))}
        </Text>
        <ItemGrid items={found} pick={pick} />
      </Stack>
    );
  } else {
    board = (
      <Tabs
        variant="pills"
        value={categories.some((c) => c.id === category) ? category : (categories[0]?.id ?? null)}
        onChange={setCategory}
        keepMounted={false}
        style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <Tabs.List mb="sm">
          {categories.map((c) => (
            <Tabs.Tab key={c.id} value={c.id} data-testid={`menu-category-${c.id}`}>
              {c.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {categories.map((c) => (
          <Tabs.Panel key={c.id} value={c.id} style={scrolling}>
            <ItemGrid items={c.items} pick={pick} />
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }

  return (
    <Stack gap="sm" h="100%" data-testid="menu-board">
      <MenuSearchField
        value={query}
        onChange={setQuery}
        inputRef={searchRef}
        onEnter={() => {
          const only = found && singleMatch(found);
          if (!only || !enabled) return;
          pick(only);
          setQuery('');
        }}
        onDown={() => results.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus()}
      />
      {board}
      <ToppingPickerModal
        item={picking}
        onClose={() => setPicking(undefined)}
        onConfirm={(item, chosen) => {
          add(item, chosen);
          setPicking(undefined);
        }}
      />
    </Stack>
  );
}
