// One topping category in the dish's dialog: its rule («اختیاری، تا ۲ مورد») and a big toggle per
// topping with its price. A full category greys the rest; an unavailable topping says so.
import { Badge, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { MenuItemView } from '@sofre/engine/contracts';
import { isFull, type ToppingChoice } from './kiosk-toppings.ts';
import { kioskMessages as text } from './kiosk.messages.ts';

type ToppingCategory = MenuItemView['toppingCategories'][number];

export interface ToppingGroupProps {
  readonly category: ToppingCategory;
  readonly choice: ToppingChoice;
  readonly money: (rial: number) => string;
  readonly onToggle: (toppingId: string) => void;
}

const ruleOf = (c: ToppingCategory) =>
  c.minChoices > 0
    ? text.item.required(c.minChoices, c.maxChoices)
    : text.item.optional(c.maxChoices);

export function ToppingGroup({ category, choice, money, onToggle }: ToppingGroupProps) {
  const chosen = choice[category.id] ?? [];
  const full = isFull(category, choice);
  return (
    <Stack gap="sm" role="group" aria-label={category.title}>
      <Group gap="sm">
        <Title order={3} fz={24}>
          {category.title}
        </Title>
        <Badge size="xl" variant={category.minChoices > 0 ? 'filled' : 'light'} color="sofre">
          {ruleOf(category)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {category.toppings.map((t) => {
          const on = chosen.includes(t.id);
          const disabled = !t.available || (!on && full);
          return (
            <UnstyledButton
              key={t.id}
              aria-pressed={on}
              disabled={disabled}
              onClick={() => onToggle(t.id)}
              data-testid={`kiosk-topping-${t.id}`}
              mih={72}
              px="md"
              py="sm"
              bg={on ? 'sofre.8' : 'white'}
              c={on ? 'white' : undefined}
              bd={`2px solid ${on ? 'var(--mantine-color-sofre-8)' : 'var(--mantine-color-gray-4)'}`}
              style={{ borderRadius: 14, opacity: disabled ? 0.5 : 1 }}
            >
              <Text fz={20} fw={700}>
                {on ? '✓ ' : ''}
                {t.title}
              </Text>
              <Text fz={17}>
                {!t.available
                  ? text.item.toppingUnavailable
                  : t.price > 0
                    ? `+ ${money(t.price)}`
                    : '\u00a0'}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
