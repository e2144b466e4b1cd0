// The kiosk's menu: categories, the chosen category's dishes as big tiles, the cart bar below.
// Landscape (1280×800) has the categories down the side, portrait (800×1280) across the top.
import { Alert, Box, Center, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import type { LineTopping } from '@sofre/engine/pricing';
import { useState } from 'react';
import { CategoryRail } from './category.rail.tsx';
import { itemCount, unitsOf, type CartAction, type KioskCart } from './kiosk-cart.ts';
import type { KioskCategory, KioskItem } from './kiosk-menu.ts';
import { kioskMessages as text } from './kiosk.messages.ts';
import { CartBar } from './cart.bar.tsx';
import { ItemDialog } from './item.dialog.tsx';
import { MenuItemTile } from './menu-item.tile.tsx';

export interface MenuViewProps {
  readonly menu: readonly KioskCategory[] | undefined;
  readonly menuFailed: boolean;
  readonly cart: KioskCart;
  readonly total: string;
  readonly portrait: boolean;
  readonly money: (rial: number) => string;
  readonly onCart: (action: CartAction) => void;
  readonly onReview: () => void;
}

function Dishes(props: MenuViewProps & { category: KioskCategory }) {
  const { category, cart, portrait, money, onCart } = props;
  const [open, setOpen] = useState<KioskItem | undefined>();
  const add = (item: KioskItem, toppings: LineTopping[], count: number) =>
    onCart({ type: 'add', item, toppings, count });
  return (
    <Stack gap="md" p="lg" style={{ overflowY: 'auto', minHeight: 0 }}>
      <Title order={2} fz={32}>
        {category.title}
      </Title>
      <SimpleGrid cols={portrait ? 2 : 3} spacing="md">
        {category.items.map((item) => (
          <MenuItemTile
            key={item.id}
            item={item}
            inCart={unitsOf(cart, item.id)}
            money={money}
            onPick={(picked) =>
              picked.toppingCategories.length > 0 ? setOpen(picked) : add(picked, [], 1)
            }
          />
        ))}
      </SimpleGrid>
      {open && (
        <ItemDialog
          item={open}
          money={money}
          onClose={() => setOpen(undefined)}
          onAdd={(toppings, count) => {
            add(open, toppings, count);
            setOpen(undefined);
          }}
        />
      )}
    </Stack>
  );
}

export function MenuView(props: MenuViewProps) {
  const { menu, menuFailed, cart, total, portrait, onReview } = props;
  const [chosen, setChosen] = useState<string | undefined>();
  const category = menu?.find((c) => c.id === chosen) ?? menu?.[0];
  const body = !menu ? (
    <Center>
      {menuFailed ? (
        <Alert color="red" fz={22}>
          {text.menu.failed}
        </Alert>
      ) : (
        <Loader size="xl" aria-label={text.loading} />
      )}
    </Center>
  ) : !category ? (
    <Center>
      <Alert fz={22}>{text.menu.empty}</Alert>
    </Center>
  ) : (
    <Box
      style={{
        display: 'grid',
        minHeight: 0,
        ...(portrait ? { gridTemplateRows: 'auto 1fr' } : { gridTemplateColumns: '260px 1fr' }),
      }}
    >
      <CategoryRail
        categories={menu}
        selected={category.id}
        portrait={portrait}
        onSelect={setChosen}
      />
      <Dishes {...props} key={category.id} category={category} />
    </Box>
  );
  return (
    <Box style={{ display: 'grid', gridTemplateRows: '1fr auto', minHeight: 0, height: '100%' }}>
      {body}
      <CartBar items={itemCount(cart)} total={total} onReview={onReview} />
    </Box>
  );
}
