// One dish on the menu: its name, what is in it, its price (the old price struck through when it
// is discounted) and how to order it — «+» for a plain dish (then − count +), «افزودن» for one
// with toppings to choose. A dish that cannot be ordered now is greyed and says so.
import { Badge, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { CartLineView } from '@sofre/engine/contracts';
import { formatNumber, useMoney } from '@sofre/web-shared';
import { CountStepper } from '../../common/count-stepper.tsx';
import { menuMessages as text } from '../../messages/ordering.messages.ts';
import type { SiteMenuItem } from './site-menu.ts';

export interface MenuItemCardProps {
  readonly item: SiteMenuItem;
  /** Units of the dish in the cart, whatever their toppings. */
  readonly inCart: number;
  /** The cart's line of the plain dish (no toppings), which its stepper changes. */
  readonly plainLine: CartLineView | undefined;
  /** The vendor takes orders now. */
  readonly canOrder: boolean;
  readonly onAdd: (item: SiteMenuItem) => void;
  readonly onCount: (lineId: string, count: number) => void;
}

function Price({ item }: { item: SiteMenuItem }) {
  const money = useMoney();
  return (
    <Group gap={6}>
      {item.discount > 0 && (
        <Text size="sm" c="dimmed" td="line-through">
          {money(item.price)}
        </Text>
      )}
      <Text fw={700} c={item.orderable ? 'sofre.9' : 'gray.7'}>
        {money(item.price - item.discount)}
      </Text>
    </Group>
  );
}

export function MenuItemCard(props: MenuItemCardProps) {
  const { item, inCart, plainLine, canOrder, onAdd, onCount } = props;
  const orderable = item.orderable && canOrder;
  const withToppings = item.toppingCategories.length > 0;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid={`menu-item-${item.id}`}
      data-orderable={item.orderable}
      bg={item.orderable ? undefined : 'gray.1'}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {item.image && <Image src={item.image} alt="" w={72} h={72} radius="md" />}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={700} c={item.orderable ? undefined : 'gray.7'}>
              {item.title}
            </Text>
            {!item.orderable && (
              <Badge size="sm" color="dark" variant="filled">
                {text.unavailable}
              </Badge>
            )}
          </Group>
          {item.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {item.description}
            </Text>
          )}
          <Group justify="space-between" align="center" mt={4} wrap="nowrap">
            <Price item={item} />
            {plainLine && !withToppings ? (
              <CountStepper
                count={plainLine.count}
                onChange={(count) => onCount(plainLine.id, count)}
                increaseLabel={text.increase(item.title)}
                decreaseLabel={text.decrease(item.title)}
                disabled={!orderable}
                testId={`stepper-${item.id}`}
              />
            ) : (
              <Group gap={6} wrap="nowrap">
                {inCart > 0 && (
                  <Badge variant="light" data-testid={`in-cart-${item.id}`}>
                    {text.inCart(formatNumber(inCart))}
                  </Badge>
                )}
                <Button
                  size="compact-md"
                  variant={withToppings ? 'light' : 'filled'}
                  disabled={!orderable}
                  aria-label={text.addNamed(item.title)}
                  onClick={() => onAdd(item)}
                  data-testid={`add-${item.id}`}
                >
                  {withToppings ? text.add : '+'}
                </Button>
              </Group>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
