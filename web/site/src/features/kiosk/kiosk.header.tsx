// The bar over the kiosk's menu and cart: the vendor's name and «شروع دوباره» for a customer who
// wants to give up (the cart is emptied).
import { Button, Group, Title } from '@mantine/core';
import { kioskMessages as text } from './kiosk.messages.ts';

export interface KioskHeaderProps {
  readonly title: string;
  /** Absent while the order is being placed or paid: there is nothing to give up then. */
  readonly onRestart: (() => void) | undefined;
}

export function KioskHeader({ title, onRestart }: KioskHeaderProps) {
  return (
    <Group
      component="header"
      justify="space-between"
      wrap="nowrap"
      px="lg"
      h={80}
      bg="sofre.8"
      c="white"
    >
      <Title order={1} fz={30}>
        {title}
      </Title>
      {onRestart && (
        <Button
          size="xl"
          variant="white"
          color="dark"
          onClick={onRestart}
          data-testid="kiosk-restart"
        >
          {text.menu.startOver}
        </Button>
      )}
    </Group>
  );
}
