// The bar at the bottom of the menu: what is in the cart and its total, and the way to review it
// and pay. Always on screen, so nothing the customer needs is below the fold.
import { Button, Group, Text } from '@mantine/core';
import { kioskMessages as text } from './kiosk.messages.ts';

export interface CartBarProps {
  readonly items: number;
  readonly total: string;
  readonly onReview: () => void;
}

export function CartBar({ items, total, onReview }: CartBarProps) {
  return (
    <Group
      component="footer"
      justify="space-between"
      wrap="nowrap"
      px="lg"
      h={104}
      bg="white"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="kiosk-cart-bar"
      data-items={items}
    >
      {items === 0 ? (
        <Text fz={22} c="gray.7">
          {text.cartBar.empty}
        </Text>
      ) : (
        <Group gap="lg" wrap="nowrap">
          <Text fz={24} fw={700} aria-live="polite">
            {text.cartBar.summary(items)}
          </Text>
          <Text fz={28} fw={800} c="sofre.9">
            {total}
          </Text>
        </Group>
      )}
      <Button
        size="xl"
        h={72}
        px={40}
        fz={24}
        disabled={items === 0}
        onClick={onReview}
        data-testid="kiosk-review"
      >
        {text.cartBar.review}
      </Button>
    </Group>
  );
}
