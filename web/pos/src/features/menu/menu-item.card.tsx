// One dish on the POS menu: tap to add it (or to choose its toppings first).
import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MenuItemView } from '@sofre/engine/contracts';
import { useMoney } from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import { needsToppingChoice, unitPrice } from './topping-choice.ts';

export interface MenuItemCardProps {
  readonly item: MenuItemView;
  readonly onPick: (item: MenuItemView) => void;
}

export function MenuItemCard({ item, onPick }: MenuItemCardProps) {
  const money = useMoney();
  const discounted = item.discount > 0;
  // Out of stock, or outside its food shifts right now (Tehran time): shown, not offered.
  const offStock = !item.available;
  const offShift = item.available && item.sellsNow === false;
  const orderable = !offStock && !offShift;
  return (
    <UnstyledButton
      data-testid={`menu-item-${item.id}`}
      disabled={!orderable}
      onClick={() => onPick(item)}
      style={{ height: '100%', opacity: orderable ? 1 : 0.5 }}
    >
      <Card withBorder padding="sm" h="100%">
        <Stack gap={4} justify="space-between" h="100%">
          <Text fw={700} size="md" lineClamp={2}>
            {item.title}
          </Text>
          {item.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {item.description}
            </Text>
          )}
          <Group gap={6} justify="space-between" wrap="wrap" mt="auto">
            <Stack gap={0}>
              {discounted && (
                <Text size="xs" c="dimmed" td="line-through" className="tabular-nums">
                  {money(item.price)}
                </Text>
              )}
              <Text fw={700} c="sofre.9" className="tabular-nums">
                {money(unitPrice(item))}
              </Text>
            </Stack>
            {offStock ? (
              <Badge color="gray">{posMessages.menu.unavailable}</Badge>
            ) : offShift ? (
              <Badge color="gray" data-testid={`menu-item-off-shift-${item.id}`}>
                {posMessages.menu.offShift}
              </Badge>
            ) : (
              needsToppingChoice(item) && (
                <Badge variant="light" size="xs">
                  {posMessages.menu.withToppings}
                </Badge>
              )
            )}
          </Group>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
