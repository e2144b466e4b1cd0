// The ORDER_DETAILS step (loaded when reached): how the order reaches the customer, a word for the
// restaurant, the server's price, and «ثبت سفارش و پرداخت» — the cart becomes an order paid
// online (POST /api/carts/{id}/submit), then the browser goes to the payment page. If the payment
// cannot be opened, the order is kept and its tracker offers to pay again. A guest at a table with
// an open bill may instead add the cart to it (POST /api/carts/{id}/add-to-bill), paid at the table.
import { Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { CartLineView } from '@sofre/engine/contracts';
import type { PriceBreakdown } from '@sofre/engine/pricing';
import { formatNumber, notifyError, useMoney } from '@sofre/web-shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { payOrder } from '../../common/payment.api.ts';
import { PriceSummary } from '../../common/price-summary.tsx';
import { trackerPath } from '../../common/site-paths.ts';
import { checkoutMessages as text } from '../../messages/payment.messages.ts';
import { AddressDrawer } from '../addresses/address.drawer.tsx';
import { useMyAddresses } from '../addresses/addresses.api.ts';
import type { SiteCart } from '../cart/cart-state.ts';
import { siteCart } from '../cart/cart-store.ts';
import { chooseDelivery } from '../cart/use-cart.ts';
import { DeliverySummary } from './delivery.summary.tsx';

export interface OrderDetailsStepProps {
  readonly cart: SiteCart;
  readonly lines: readonly CartLineView[];
  readonly price: PriceBreakdown;
  readonly exact: boolean;
  readonly onChangeDelivery: () => void;
}

async function submitAndPay(description: string, table: string | undefined) {
  const order = await siteCart.submit(description.trim() || undefined);
  try {
    await payOrder(order.id, table);
  } catch (error) {
    notifyError(error);
    globalThis.location.assign(trackerPath(order.id, table));
  }
}

export default function OrderDetailsStep(props: OrderDetailsStepProps) {
  const { cart, price, exact, onChangeDelivery } = props;
  const money = useMoney();
  const [description, setDescription] = useState('');
  const [choosing, setChoosing] = useState(false);
  const courier = cart.deliveryType === 'DELIVER';
  const addresses = useMyAddresses();
  const address = addresses.data?.find((a) => a.id === cart.addressId);
  const submit = useMutation({ mutationFn: () => submitAndPay(description, cart.table) });
  const bill = useQuery({
    queryKey: ['table-bill', cart.cartId, cart.table],
    queryFn: () => siteCart.tableBill(),
    enabled: exact && cart.table !== undefined,
    meta: { silent: true },
  });
  const join = useMutation({
    mutationFn: async (orderId: string) => {
      await siteCart.addToBill(orderId);
      globalThis.location.assign(trackerPath(orderId, cart.table));
    },
    onError: notifyError,
  });
  const ready = exact && (!courier || cart.addressId !== undefined);
  return (
    <Stack gap="md" data-testid="step-order-details">
      <DeliverySummary
        table={cart.table}
        deliveryType={cart.deliveryType}
        address={address}
        deliveryCost={price.deliveryCost}
        onChangeType={onChangeDelivery}
        onChooseAddress={() => setChoosing(true)}
      />
      <Textarea
        label={text.description}
        placeholder={text.descriptionPlaceholder}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={500}
      />
      <Paper withBorder p="md" radius="md">
        <PriceSummary price={price} exact={exact} />
      </Paper>
      {bill.data && (
        <Paper withBorder p="md" radius="md" data-testid="table-bill">
          <Stack gap="sm">
            <Text size="sm">
              {text.tableBill(
                formatNumber(bill.data.number),
                money(bill.data.finalPrice - bill.data.amountPaid),
              )}
            </Text>
            <Button
              variant="light"
              size="md"
              disabled={!ready}
              loading={join.isPending}
              onClick={() => join.mutate(bill.data!.orderId)}
              data-testid="checkout-add-to-bill"
            >
              {text.addToBill}
            </Button>
          </Stack>
        </Paper>
      )}
      <Text size="xs" c="dimmed">
        {text.paysOnline}
      </Text>
      <Button
        size="lg"
        disabled={!ready}
        loading={submit.isPending}
        onClick={() => submit.mutate()}
        data-testid="checkout-submit"
      >
        {text.submit(money(price.finalPrice))}
      </Button>
      <AddressDrawer
        opened={choosing}
        chosenId={cart.addressId}
        onClose={() => setChoosing(false)}
        onChoose={(chosen) => {
          void chooseDelivery('DELIVER', chosen.id).then(
            () => setChoosing(false),
            () => undefined,
          );
        }}
      />
    </Stack>
  );
}
