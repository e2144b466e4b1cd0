// The kiosk at work: the workflow's state picks the screen (start, menu, review, payment, done),
// the inactivity watch runs where the machine tags it, and the sandbox reader sits beside the
// payment screen.
import { useMediaQuery } from '@mantine/hooks';
import { newId, SandboxCardReader, SandboxTerminal } from '@sofre/web-shared';
import { useCallback, useState } from 'react';
import { cartPrice, type CartAction } from './kiosk-cart.ts';
import type { KioskDevice } from './kiosk-session.ts';
import { useKioskMenu, useKioskVendor } from './kiosk.api.ts';
import { kioskMessages as text } from './kiosk.messages.ts';
import { DoneView } from './done.view.tsx';
import { IdleDialog } from './idle.dialog.tsx';
import { KioskHeader } from './kiosk.header.tsx';
import { MenuView } from './menu.view.tsx';
import { PaymentView, type PaymentStep } from './payment.view.tsx';
import { ReviewView } from './review.view.tsx';
import { StartView } from './start.view.tsx';
import { useInactivity } from './use-inactivity.ts';
import { useKioskFlow } from './use-kiosk-flow.ts';

type FlowSnapshot = ReturnType<typeof useKioskFlow>[0];

/** Which payment screen the workflow is on, if any. */
function paymentStep(snapshot: FlowSnapshot): PaymentStep | undefined {
  if (snapshot.matches('placing')) return 'placing';
  if (snapshot.matches({ paying: 'starting' })) return 'starting';
  if (snapshot.matches({ paying: 'reading' })) return 'reading';
  return snapshot.matches('declined') ? 'declined' : undefined;
}

export function KioskFlowScreen({ device }: { device: KioskDevice }) {
  const [reader] = useState(() => new SandboxCardReader());
  const [snapshot, send] = useKioskFlow(reader, device.terminalId);
  const vendor = useKioskVendor();
  const menu = useKioskMenu();
  const portrait = useMediaQuery('(orientation: portrait)') ?? false;
  const restart = useCallback(() => send({ type: 'restart' }), [send]);
  const idle = useInactivity(snapshot.hasTag('watched'), restart);
  const { cart, placed, pending, paid, error } = snapshot.context;
  const price = cartPrice(cart, vendor.pricing);
  const { money } = vendor;
  const title = vendor.name ?? text.appTitle;

  if (snapshot.matches('start'))
    return <StartView vendorName={vendor.name} onTouch={() => send({ type: 'touch' })} />;
  if (snapshot.matches('done') && placed)
    return (
      <DoneView
        orderId={placed.orderId}
        number={placed.number}
        paid={paid === undefined ? undefined : money(paid)}
        portrait={portrait}
        onRestart={restart}
      />
    );

  const step = paymentStep(snapshot);
  const onCart = (action: CartAction) => send({ type: 'cart', action });
  const canRestart = snapshot.can({ type: 'restart' });
  return (
    <div style={{ display: 'grid', gridTemplateRows: 'auto 1fr', height: '100%', minHeight: 0 }}>
      <KioskHeader title={title} onRestart={canRestart ? restart : undefined} />
      <main style={{ minHeight: 0 }}>
        {snapshot.matches('menu') && (
          <MenuView
            menu={menu.data}
            menuFailed={menu.isError}
            cart={cart}
            total={money(price.finalPrice)}
            portrait={portrait}
            money={money}
            onCart={onCart}
            onReview={() => send({ type: 'review' })}
          />
        )}
        {snapshot.matches('review') && (
          <ReviewView
            cart={cart}
            price={price}
            error={error}
            portrait={portrait}
            money={money}
            onCart={onCart}
            onBack={() => send({ type: 'back' })}
            onPay={() => send({ type: 'pay', orderId: newId() })}
          />
        )}
        {step && (
          <PaymentView
            step={step}
            amount={money(pending?.amount ?? price.finalPrice)}
            orderNumber={placed?.number}
            error={error}
            portrait={portrait}
            reader={<SandboxTerminal reader={reader} money={money} />}
            onRetry={() => send({ type: 'retry' })}
            onCancel={restart}
          />
        )}
      </main>
      <IdleDialog phase={idle.phase} onStay={idle.stillHere} onReset={restart} />
    </div>
  );
}
