// The order drawer opened on a bill: from the open bills list or a table card on the floor. It
// can open straight into what the cashier came for: editing the bill's items, or the payment.
import { useState } from 'react';
import { OrderDrawer, type DrawerIntent } from '../order-drawer/order.drawer.tsx';

/** The drawer's order and what to open it into; the order stays while the drawer slides closed. */
export function useBillDrawer() {
  const [shown, setShown] = useState<{ orderId: string; intent?: DrawerIntent | undefined }>();
  const [opened, setOpened] = useState(false);
  const open = (orderId: string, intent?: DrawerIntent) => {
    setShown({ orderId, intent });
    setOpened(true);
  };
  const drawer = (
    <OrderDrawer
      orderId={shown?.orderId}
      intent={shown?.intent}
      opened={opened}
      onClose={() => setOpened(false)}
    />
  );
  return { open, drawer };
}
