// A dish with toppings: its choices, category by category within their limits, how many, and
// «افزودن به سبد» with the price of it all; it is enabled once every required choice is made.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { itemUnitPrice } from '@sofre/engine/pricing';
import { useState } from 'react';
import { KIOSK_MAX_LINE_COUNT } from './kiosk-cart.ts';
import type { KioskItem } from './kiosk-menu.ts';
import {
  chosenToppings,
  missingChoices,
  noChoice,
  toggleTopping,
  type ToppingChoice,
} from './kiosk-toppings.ts';
import { kioskMessages as text } from './kiosk.messages.ts';
import { CountButtons } from './count-buttons.tsx';
import { ToppingGroup } from './topping-group.tsx';
import type { LineTopping } from '@sofre/engine/pricing';

export interface ItemDialogProps {
  readonly item: KioskItem;
  readonly money: (rial: number) => string;
  readonly onAdd: (toppings: LineTopping[], count: number) => void;
  readonly onClose: () => void;
}

export function ItemDialog({ item, money, onAdd, onClose }: ItemDialogProps) {
  const [choice, setChoice] = useState<ToppingChoice>(noChoice);
  const [count, setCount] = useState(1);
  const toppings = chosenToppings(item, choice);
  const missing = missingChoices(item, choice);
  const unit = itemUnitPrice(item) + toppings.reduce((sum, t) => sum + t.price * t.count, 0);
  return (
    <Modal
      opened
      onClose={onClose}
      title={item.title}
      size={760}
      centered
      radius="lg"
      padding="xl"
      closeButtonProps={{ size: 56, iconSize: 30, 'aria-label': text.item.cancel }}
      styles={{
        title: { fontSize: 30, fontWeight: 800 },
        content: { display: 'flex', flexDirection: 'column', maxHeight: '94dvh' },
        body: { display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 },
      }}
      data-testid="kiosk-item-dialog"
    >
      <Stack gap="xl" style={{ overflowY: 'auto', flex: 1, minHeight: 0 }} pb="md">
        {item.description && <Text fz={20}>{item.description}</Text>}
        {item.toppingCategories.map((c) => (
          <ToppingGroup
            key={c.id}
            category={c}
            choice={choice}
            money={money}
            onToggle={(id) => setChoice((now) => toggleTopping(c, now, id))}
          />
        ))}
      </Stack>
      <Stack gap="sm" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap">
          <Text fz={22} fw={700}>
            {text.item.count}
          </Text>
          <CountButtons
            count={count}
            onIncrease={() => setCount((n) => n + 1)}
            onDecrease={() => setCount((n) => n - 1)}
            increaseLabel={text.review.increase(item.title)}
            decreaseLabel={text.review.decrease(item.title)}
            canIncrease={count < KIOSK_MAX_LINE_COUNT}
            canDecrease={count > 1}
            testId="kiosk-item-count"
          />
        </Group>
        {missing[0] && (
          <Text fz={20} c="red.8" fw={700} role="status">
            {text.item.missing(missing[0].title)}
          </Text>
        )}
        <Group wrap="nowrap">
          <Button size="xl" h={72} w={200} variant="default" fz={22} onClick={onClose}>
            {text.item.cancel}
          </Button>
          <Button
            size="xl"
            h={72}
            fz={22}
            style={{ flex: 1 }}
            disabled={missing.length > 0}
            onClick={() => onAdd(toppings, count)}
            data-testid="kiosk-item-add"
          >
            {text.item.addToCart(money(unit * count))}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
