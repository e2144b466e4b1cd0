// One dish on the kiosk's menu: a big tile to touch. A plain dish goes into the cart at once; a
// dish with toppings opens its dialog. A dish that cannot be ordered now is greyed with why.
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { itemUnitPrice } from '@sofre/engine/pricing';
import type { KioskItem } from './kiosk-menu.ts';
import { kioskMessages as text } from './kiosk.messages.ts';

export interface MenuItemTileProps {
  readonly item: KioskItem;
  readonly inCart: number;
  readonly money: (rial: number) => string;
  readonly onPick: (item: KioskItem) => void;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

interface PillLook {
  readonly label: string;
  readonly bg: string;
  readonly c: string;
  readonly testId?: string;
}

/** What the tile says in its corner: why it cannot be ordered, how many are in the cart, or how to add it. */
function pillOf(item: KioskItem, inCart: number): PillLook {
  if (item.blocked === 'unavailable')
    return { label: text.menu.unavailable, bg: 'gray.7', c: 'white' };
  if (item.blocked === 'notNow') return { label: text.menu.notNow, bg: 'gray.7', c: 'white' };
  if (inCart > 0)
    return {
      label: text.menu.inCart(inCart),
      bg: 'sofre.8',
      c: 'white',
      testId: `kiosk-item-${item.id}-count`,
    };
  const label = item.toppingCategories.length > 0 ? text.menu.choose : `+ ${text.menu.add}`;
  return { label, bg: 'sofre.0', c: 'sofre.9' };
}

function Pill({ label, bg, c, testId }: PillLook) {
  return (
    <Text
      component="span"
      fz={17}
      fw={700}
      px={14}
      py={4}
      bg={bg}
      c={c}
      style={{ ...nowrap, borderRadius: 999 }}
      data-testid={testId}
    >
      {label}
    </Text>
  );
}

export function MenuItemTile({ item, inCart, money, onPick }: MenuItemTileProps) {
  const blocked = item.blocked !== undefined;
  return (
    <UnstyledButton
      onClick={() => onPick(item)}
      disabled={blocked}
      data-testid={`kiosk-item-${item.id}`}
      data-blocked={blocked}
      p="lg"
      mih={168}
      bg={blocked ? 'gray.1' : 'white'}
      bd={`2px solid ${inCart > 0 ? 'var(--mantine-color-sofre-7)' : 'var(--mantine-color-gray-3)'}`}
      style={{ borderRadius: 16, display: 'flex', opacity: blocked ? 0.6 : 1 }}
    >
      <Stack gap={6} justify="space-between" style={{ flex: 1 }}>
        <Stack gap={4}>
          <Text fz={24} fw={800} lh={1.35}>
            {item.title}
          </Text>
          {item.description && (
            <Text fz={17} c="gray.7" lineClamp={2}>
              {item.description}
            </Text>
          )}
        </Stack>
        <Group justify="space-between" align="flex-end" gap="xs">
          <Stack gap={0}>
            {item.discount > 0 && (
              <Text fz={17} c="gray.7" td="line-through">
                {money(item.price)}
              </Text>
            )}
            <Text fz={22} fw={800} c={blocked ? 'gray.7' : 'sofre.9'} style={nowrap}>
              {money(itemUnitPrice(item))}
            </Text>
          </Stack>
          <Pill {...pillOf(item, inCart)} />
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
