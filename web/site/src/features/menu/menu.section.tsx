// The menu step: the categories as a row of chips that stays at the top (a tap scrolls to the
// category), then each category's dishes. A dish with toppings opens its sheet.
import { Center, Chip, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { menuMessages as text } from '../../messages/ordering.messages.ts';
import { addItem, setLineCount } from '../cart/use-cart.ts';
import type { CartLineView } from '@sofre/engine/contracts';
import { countOfItem } from '../cart/cart-state.ts';
import { ItemSheet } from './item.sheet.tsx';
import { useVisibleCategory } from './use-visible-category.ts';
import { MenuItemCard } from './menu-item.card.tsx';
import type { SiteMenuCategory, SiteMenuItem } from './site-menu.ts';

export interface MenuSectionProps {
  readonly menu: readonly SiteMenuCategory[] | undefined;
  readonly lines: readonly CartLineView[];
  readonly canOrder: boolean;
}

const anchorOf = (categoryId: string) => `category-${categoryId}`;

function CategoryChips({ menu }: { menu: readonly SiteMenuCategory[] }) {
  const [active, setActive] = useVisibleCategory(
    menu.map((c) => c.id),
    anchorOf,
  );
  const go = (id: string) => {
    setActive(id);
    document.getElementById(anchorOf(id))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <ScrollArea type="never" aria-label={text.categories}>
      <Group gap={6} wrap="nowrap" py={6}>
        {menu.map((c) => (
          <Chip
            key={c.id}
            checked={active === c.id}
            onChange={() => go(c.id)}
            variant="light"
            size="sm"
          >
            {c.title}
          </Chip>
        ))}
      </Group>
    </ScrollArea>
  );
}

const plainLineOf = (lines: readonly CartLineView[], itemId: string) =>
  lines.find((l) => l.menuItemId === itemId && !l.isFreeItem && l.toppings.length === 0);

export function MenuSection({ menu, lines, canOrder }: MenuSectionProps) {
  const [open, setOpen] = useState<SiteMenuItem>();
  if (!menu) {
    return (
      <Center mih={200}>
        <Loader aria-label={text.loading} />
      </Center>
    );
  }
  if (menu.length === 0) return <Text c="dimmed">{text.empty}</Text>;
  const add = (item: SiteMenuItem) =>
    item.toppingCategories.length > 0 ? setOpen(item) : addItem(item, []);
  return (
    <Stack gap="sm" data-testid="menu">
      <div
        style={{ position: 'sticky', top: 56, zIndex: 2, background: 'var(--mantine-color-body)' }}
      >
        <CategoryChips menu={menu} />
      </div>
      {menu.map((category) => (
        <Stack
          key={category.id}
          gap="xs"
          id={anchorOf(category.id)}
          style={{ scrollMarginTop: 110 }}
        >
          <Title order={2} size="h4">
            {category.title}
          </Title>
          {category.items.map((item) => (
            <MenuItemCard
              key={item.id}
              item={item}
              inCart={countOfItem(lines, item.id)}
              plainLine={plainLineOf(lines, item.id)}
              canOrder={canOrder}
              onAdd={add}
              onCount={setLineCount}
            />
          ))}
        </Stack>
      ))}
      <ItemSheet
        item={open}
        onClose={() => setOpen(undefined)}
        onAdd={(item, toppings, count) => {
          addItem(item, toppings, count);
          setOpen(undefined);
        }}
      />
    </Stack>
  );
}
