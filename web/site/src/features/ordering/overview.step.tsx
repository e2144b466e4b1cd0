// The OVERVIEW step: the basket as the server priced it — lines (counts change here), a discount
// code, and where the total comes from (items, toppings, packaging, tax, service, discount,
// delivery). While a change is on its way the total is marked as an estimate.
import { Divider, Paper, Stack, Title } from '@mantine/core';
import type { CartLineView } from '@sofre/engine/contracts';
import type { PriceBreakdown } from '@sofre/engine/pricing';
import { PriceSummary } from '../../common/price-summary.tsx';
import { cartMessages as text } from '../../messages/ordering.messages.ts';
import { CartLines } from '../cart/cart-lines.tsx';
import { DiscountCodeForm } from '../cart/discount-code.form.tsx';

export interface OverviewStepProps {
  readonly lines: readonly CartLineView[];
  readonly price: PriceBreakdown;
  readonly exact: boolean;
  readonly discountCode: string | undefined;
}

export function OverviewStep({ lines, price, exact, discountCode }: OverviewStepProps) {
  return (
    <Stack gap="md" data-testid="step-overview">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {text.title}
          </Title>
          <CartLines lines={lines} />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <DiscountCodeForm active={discountCode} />
          <Divider />
          <PriceSummary price={price} exact={exact} />
        </Stack>
      </Paper>
    </Stack>
  );
}
