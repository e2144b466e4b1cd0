// A dish with toppings, opened from the bottom of the screen: its topping categories within their
// limits, how many, and the price of that many — added to the cart in one tap.
import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useMoney } from '@sofre/web-shared';
import { useState } from 'react';
import { CountStepper } from '../../common/count-stepper.tsx';
import { menuMessages as text } from '../../messages/ordering.messages.ts';
import type { SiteMenuItem } from './site-menu.ts';
import { ToppingGroup } from './topping-group.tsx';
import {
  chosenToppings,
  missingChoices,
  noToppings,
  toggleTopping,
  unitPriceOf,
  type ChosenTopping,
} from './topping-choice.ts';

export interface ItemSheetProps {
  readonly item: SiteMenuItem | undefined;
  readonly onClose: () => void;
  readonly onAdd: (item: SiteMenuItem, toppings: ChosenTopping[], count: number) => void;
}

function ItemChoices({ item, onAdd }: { item: SiteMenuItem } & Pick<ItemSheetProps, 'onAdd'>) {
  const money = useMoney();
  const [choice, setChoice] = useState(noToppings);
  const [count, setCount] = useState(1);
  const [tried, setTried] = useState(false);
  const missing = missingChoices(item, choice);
  const toppings = chosenToppings(item, choice);
  const add = () => {
    setTried(true);
    if (missing.length === 0) onAdd(item, toppings, count);
  };
  return (
    <Stack gap="md">
      {item.description && <Text c="dimmed">{item.description}</Text>}
      {item.toppingCategories.map((category) => (
        <ToppingGroup
          key={category.id}
          category={category}
          chosen={choice[category.id] ?? []}
          onToggle={(id) => setChoice((c) => toggleTopping(category, c, id))}
          missing={tried && missing.includes(category)}
        />
      ))}
      <Divider />
      {tried && missing[0] && (
        <Text c="red.8" size="sm" role="alert" data-testid="item-missing-choice">
          {text.mustChoose(missing[0].title)}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap">
        <CountStepper
          count={count}
          min={1}
          onChange={setCount}
          increaseLabel={text.increase(item.title)}
          decreaseLabel={text.decrease(item.title)}
          testId="item-count"
        />
        <Button size="md" onClick={add} data-testid="item-add" style={{ flex: 1 }}>
          {text.addToCart(money(unitPriceOf(item, toppings) * count))}
        </Button>
      </Group>
    </Stack>
  );
}

export function ItemSheet({ item, onClose, onAdd }: ItemSheetProps) {
  return (
    <Drawer
      opened={item !== undefined}
      onClose={onClose}
      position="bottom"
      title={<Text fw={700}>{item?.title}</Text>}
      styles={{ content: { height: 'auto', maxHeight: '90dvh' } }}
      data-testid="item-sheet"
    >
      {item && <ItemChoices key={item.id} item={item} onAdd={onAdd} />}
    </Drawer>
  );
}
