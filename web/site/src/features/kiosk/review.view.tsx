// The cart before paying: each line to change or remove, the total priced by the engine's own
// pricing (the server charges its own price, which the reader shows), «بازگشت به منو» and
// «پرداخت با کارت». A refusal of the order (an item sold out meanwhile) is said here.
import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { PriceBreakdown } from '@sofre/engine/pricing';
import type { CartAction, KioskCart } from './kiosk-cart.ts';
import { kioskMessages as text } from './kiosk.messages.ts';
import { CartLineRow } from './cart-line.row.tsx';

export interface ReviewViewProps {
  readonly cart: KioskCart;
  readonly price: PriceBreakdown;
  readonly error: string | undefined;
  readonly portrait: boolean;
  readonly money: (rial: number) => string;
  readonly onCart: (action: CartAction) => void;
  readonly onBack: () => void;
  readonly onPay: () => void;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fz={strong ? 24 : 20} fw={strong ? 800 : 500}>
        {label}
      </Text>
      <Text fz={strong ? 30 : 20} fw={strong ? 800 : 600} c={strong ? 'sofre.9' : undefined}>
        {value}
      </Text>
    </Group>
  );
}

function Summary({ price, error, money, onBack, onPay }: ReviewViewProps) {
  return (
    <Stack gap="md" p="lg" bg="gray.0" style={{ overflowY: 'auto' }}>
      <Row
        label={text.review.items}
        value={money(price.sumOfItemsPrice + price.sumOfItemToppingsPrice)}
      />
      {price.totalPackagingCost > 0 && (
        <Row label={text.review.packaging} value={money(price.totalPackagingCost)} />
      )}
      {price.tax > 0 && <Row label={text.review.tax} value={money(price.tax)} />}
      <Box data-testid="kiosk-total" data-amount={price.finalPrice}>
        <Row label={text.review.total} value={money(price.finalPrice)} strong />
      </Box>
      <Text fz={17} c="gray.7">
        {text.review.takeaway}
      </Text>
      {error && (
        <Alert color="red" variant="filled" role="alert" data-testid="kiosk-review-error">
          <Text fz={20} fw={700}>
            {text.payment.placeFailed} {error}
          </Text>
        </Alert>
      )}
      <Button size="xl" h={80} fz={26} onClick={onPay} data-testid="kiosk-pay">
        {text.review.pay}
      </Button>
      <Button size="xl" h={64} fz={22} variant="default" onClick={onBack} data-testid="kiosk-back">
        {text.review.back}
      </Button>
    </Stack>
  );
}

export function ReviewView(props: ReviewViewProps) {
  const { cart, portrait, money, onCart } = props;
  return (
    <Box
      style={{
        display: 'grid',
        height: '100%',
        minHeight: 0,
        ...(portrait ? { gridTemplateRows: '1fr auto' } : { gridTemplateColumns: '1fr 420px' }),
      }}
    >
      <Stack gap="md" p="lg" style={{ overflowY: 'auto', minHeight: 0 }}>
        <Title order={2} fz={32}>
          {text.review.title}
        </Title>
        {cart.lines.map((line) => (
          <CartLineRow key={line.tempId} line={line} money={money} onCart={onCart} />
        ))}
      </Stack>
      <Summary {...props} />
    </Box>
  );
}
