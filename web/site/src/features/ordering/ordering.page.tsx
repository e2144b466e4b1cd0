// The customer site's home (/, or /?table=5 from a table's QR code): the vendor's landing and the
// four ordering steps, MENU first (spec §2). Going on from the menu asks for a login (the cart is
// the customer's, on the server); the order details load when reached.
import { Anchor, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { cartMessages, landingMessages } from '../../messages/ordering.messages.ts';
import { CartBar } from '../cart/cart.bar.tsx';
import { chooseDelivery } from '../cart/use-cart.ts';
import { LandingStrip } from '../landing/landing.strip.tsx';
import { LazyLoginModal } from '../login/login.lazy.tsx';
import { MenuSection } from '../menu/menu.section.tsx';
import { DeliveryChip } from './delivery.chip.tsx';
import { DeliveryTypeStep } from './delivery-type.step.tsx';
import type { OrderingStep } from './ordering.machine.ts';
import { OverviewStep } from './overview.step.tsx';
import { StepsHeader } from './steps.header.tsx';
import { useOrdering } from './use-ordering.ts';
import { stepMessages } from '../../messages/ordering.messages.ts';
import { useMoney } from '@sofre/web-shared';

const OrderDetailsStep = lazy(() => import('../checkout/order-details.step.tsx'));

export interface OrderingPageProps {
  readonly table: string | undefined;
  readonly onTrack: () => void;
}

export function OrderingPage({ table, onTrack }: OrderingPageProps) {
  const { landing, menu, cart, loggedIn, snapshot, send, basket } = useOrdering(table);
  const [afterLogin, setAfterLogin] = useState<() => void>();
  const money = useMoney();
  const step = snapshot.value as OrderingStep;
  const next = () => {
    const go = () => send({ type: 'NEXT', basket });
    if (loggedIn) go();
    else setAfterLogin(() => go);
  };
  const minimum = landing.data?.minimumBasket ?? 0;
  const belowMinimum = basket.hasItems && !basket.aboveMinimum;
  return (
    <Stack
      gap="md"
      pb={step === 'ORDER_DETAILS' ? 'md' : 0}
      data-testid="ordering"
      data-step={step}
    >
      {step === 'MENU' ? (
        <>
          <LandingStrip landing={landing.data} table={table} />
          {!table && basket.vendorOpen && (
            <DeliveryChip
              deliveryType={cart.cart.deliveryType}
              onChange={() => send({ type: 'CHANGE_DELIVERY' })}
            />
          )}
          <MenuSection menu={menu.data} lines={cart.lines} canOrder={basket.vendorOpen} />
          <Anchor component="button" size="sm" onClick={onTrack} ta="center">
            {landingMessages.trackOrder}
          </Anchor>
        </>
      ) : (
        <StepsHeader step={step} onBack={() => send({ type: 'BACK' })} />
      )}
      {step === 'DELIVERY_TYPE' && (
        <DeliveryTypeStep
          current={cart.cart.deliveryType}
          onChoose={(type) =>
            void chooseDelivery(type).then(
              () => send({ type: 'DELIVERY_CHOSEN' }),
              () => undefined,
            )
          }
        />
      )}
      {step === 'OVERVIEW' && (
        <OverviewStep
          lines={cart.lines}
          price={cart.price}
          exact={cart.exact}
          discountCode={cart.cart.server?.discount?.code}
        />
      )}
      {step === 'ORDER_DETAILS' && (
        <Suspense fallback={null}>
          <OrderDetailsStep
            cart={cart.cart}
            lines={cart.lines}
            price={cart.price}
            exact={cart.exact}
            onChangeDelivery={() => send({ type: 'CHANGE_DELIVERY' })}
          />
        </Suspense>
      )}
      {((step === 'MENU' && cart.units > 0) || step === 'OVERVIEW') && (
        <CartBar
          units={cart.units}
          total={cart.price.finalPrice}
          canGoOn={snapshot.can({ type: 'NEXT', basket })}
          hint={belowMinimum ? cartMessages.belowMinimum(money(minimum)) : undefined}
          label={step === 'OVERVIEW' ? stepMessages.toDetails : undefined}
          onNext={next}
        />
      )}
      <LazyLoginModal
        opened={afterLogin !== undefined}
        onClose={() => setAfterLogin(undefined)}
        onLoggedIn={() => {
          afterLogin?.();
          setAfterLogin(undefined);
        }}
      />
    </Stack>
  );
}
