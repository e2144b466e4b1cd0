// One topping category of a dish: its name, how many to choose (a required one says so), and its
// toppings — radio-like when one is chosen, check boxes up to the maximum otherwise.
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { MenuItemView } from '@sofre/engine/contracts';
import { formatNumber, useMoney } from '@sofre/web-shared';
import { menuMessages as text } from '../../messages/ordering.messages.ts';

type ToppingCategory = MenuItemView['toppingCategories'][number];

export function choiceHint({ minChoices: min, maxChoices: max }: ToppingCategory): string {
  if (min === max) return text.chooseExactly(formatNumber(min));
  if (min === 0) return text.chooseUpTo(formatNumber(max));
  return text.chooseBetween(formatNumber(min), formatNumber(max));
}

export interface ToppingGroupProps {
  readonly category: ToppingCategory;
  readonly chosen: readonly string[];
  readonly onToggle: (toppingId: string) => void;
  /** The customer tried to add without the minimum chosen. */
  readonly missing: boolean;
}

export function ToppingGroup({ category, chosen, onToggle, missing }: ToppingGroupProps) {
  const money = useMoney();
  const full = chosen.length >= category.maxChoices && category.maxChoices > 1;
  return (
    <Stack gap={6} role="group" aria-labelledby={`tc-${category.id}`}>
      <Group justify="space-between">
        <Text fw={700} id={`tc-${category.id}`}>
          {category.title}
        </Text>
        <Group gap={4}>
          <Text size="xs" c={missing ? 'red.8' : 'dimmed'}>
            {choiceHint(category)}
          </Text>
          {category.minChoices > 0 && (
            <Badge size="xs" color={missing ? 'red' : 'gray'} variant="light">
              {text.required}
            </Badge>
          )}
        </Group>
      </Group>
      {category.toppings.map((topping) => {
        const checked = chosen.includes(topping.id);
        return (
          <Checkbox
            key={topping.id}
            radius={category.maxChoices === 1 ? 'xl' : 'sm'}
            checked={checked}
            disabled={!topping.available || (full && !checked)}
            onChange={() => onToggle(topping.id)}
            data-testid={`topping-${topping.id}`}
            label={
              <Group gap={6} justify="space-between" wrap="nowrap">
                <span>{topping.title}</span>
                <Text span size="sm" c="dimmed">
                  {topping.available
                    ? topping.price > 0
                      ? `+ ${money(topping.price)}`
                      : text.free
                    : text.unavailable}
                </Text>
              </Group>
            }
            styles={{ labelWrapper: { flex: 1 }, body: { alignItems: 'center' } }}
          />
        );
      })}
    </Stack>
  );
}
