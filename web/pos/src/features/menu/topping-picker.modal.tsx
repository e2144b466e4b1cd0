// Choosing an item's toppings before it goes on the order, within each category's min/max.
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { MenuItemView } from '@sofre/engine/contracts';
import { toPersianDigits, useMoney } from '@sofre/web-shared';
import { useState } from 'react';
import { posMessages } from '../../messages/pos.messages.ts';
import {
  canToggle,
  categoryComplete,
  choiceComplete,
  toggleTopping,
  unitPrice,
  type ToppingCategory,
  type ToppingChoice,
} from './topping-choice.ts';

const text = posMessages.toppings;

function rangeHint({ minChoices: min, maxChoices: max }: ToppingCategory): string {
  if (min === max) return text.exactly(toPersianDigits(min));
  if (min > 0) return `${text.required(toPersianDigits(min))}، ${text.upTo(toPersianDigits(max))}`;
  return text.upTo(toPersianDigits(max));
}

export interface ToppingPickerProps {
  readonly item: MenuItemView | undefined;
  readonly onClose: () => void;
  readonly onConfirm: (item: MenuItemView, chosen: ToppingChoice) => void;
}

export function ToppingPickerModal({ item, onClose, onConfirm }: ToppingPickerProps) {
  return (
    <Modal opened={item !== undefined} onClose={onClose} title={text.title} size="lg" centered>
      {/* Keyed by item so every opening starts from an empty choice. */}
      {item && <ToppingPicker key={item.id} item={item} onClose={onClose} onConfirm={onConfirm} />}
    </Modal>
  );
}

function ToppingPicker({ item, onClose, onConfirm }: ToppingPickerProps & { item: MenuItemView }) {
  const money = useMoney();
  const [chosen, setChosen] = useState<ToppingChoice>(new Set());
  return (
    <Stack gap="lg">
      <Title order={4}>{item.title}</Title>
      {item.toppingCategories.map((category) => (
        <Stack key={category.id} gap="xs" data-testid={`topping-category-${category.id}`}>
          <Group justify="space-between">
            <Text fw={700}>{category.title}</Text>
            <Text size="sm" c={categoryComplete(category, chosen) ? 'dimmed' : 'red'}>
              {rangeHint(category)}
            </Text>
          </Group>
          <Group gap="xs">
            {category.toppings.map((topping) => {
              const on = chosen.has(topping.id);
              return (
                <Button
                  key={topping.id}
                  data-testid={`topping-${topping.id}`}
                  aria-pressed={on}
                  variant={on ? 'filled' : 'default'}
                  disabled={!canToggle(category, chosen, topping.id)}
                  onClick={() => setChosen(toggleTopping(category, chosen, topping.id))}
                >
                  {topping.title}
                  <Text span size="xs" ms={8} opacity={0.8} className="tabular-nums">
                    {topping.price > 0 ? money(topping.price) : text.free}
                  </Text>
                </Button>
              );
            })}
          </Group>
        </Stack>
      ))}
      <Group justify="space-between">
        <Text fw={700} className="tabular-nums">
          {money(unitPrice(item, chosen))}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button
            data-testid="topping-confirm"
            disabled={!choiceComplete(item, chosen)}
            onClick={() => onConfirm(item, chosen)}
          >
            {text.add}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
