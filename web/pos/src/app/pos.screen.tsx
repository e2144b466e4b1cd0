// The POS (the back office's home, /bo): take an order from the menu (tab 1), follow today's
// orders live (tab 2) and the bills still open at the tables (tab 3: add a round, settle).
// Taking an order needs orders.take; a user who may only see orders (the kitchen) gets the list
// and a word on why there is no order form, instead of a 403 on submit.
//
// The order tab fills the window below the header: the menu and the draft each scroll inside,
// so the draft's total and submit button are always on screen (a 1366×768 till included).
import { Alert, Badge, Box, Flex, Stack, Tabs } from '@mantine/core';
import { formatNumber, useMyPermissions } from '@sofre/web-shared';
import { useEffect, useRef } from 'react';
import { MenuBoard } from '../features/menu/menu.board.tsx';
import { IncomingOrdersAlert } from '../features/incoming-orders/incoming-orders.alert.tsx';
import { DraftPanel } from '../features/order-draft/draft.panel.tsx';
import { useOrderLink } from '../features/order-draft/use-order-link.ts';
import { usePosDraft } from '../features/order-draft/use-pos-draft.ts';
import { useOpenTableOrders } from '../features/open-bills/open-bills.api.ts';
import { openBillsMessages } from '../features/open-bills/open-bills.messages.ts';
import { openBillsOf } from '../features/open-bills/open-bills.ts';
import { OpenBillsView } from '../features/open-bills/open-bills.view.tsx';
import { OrderListTable, useOrderList } from '../features/order-list/order-list.table.tsx';
import { SubmittedOrderCard } from '../features/receipt/submitted-order.card.tsx';
import { posMessages } from '../messages/pos.messages.ts';

/** The window's height below the app shell's header, less the shell's padding above and below. */
const BELOW_HEADER =
  'calc(100dvh - var(--app-shell-header-offset, 0rem) - 2 * var(--app-shell-padding, 0rem))';

function OrderTaking() {
  const draft = usePosDraft();
  // Opened from a table card (?table=) or by the phone system (?caller=).
  useOrderLink(draft);
  const search = useRef<HTMLInputElement>(null);
  const focusMenu = () => search.current?.focus();
  const { accepted, acceptedTendered } = draft.snapshot.context;
  // The submit button is disabled while sending, which leaves the keyboard nowhere: back to
  // the menu's search box for the next order.
  useEffect(() => {
    if (accepted) search.current?.focus();
  }, [accepted]);

  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="md" h="100%">
      {/* On a narrow screen the two stack and the page scrolls instead. */}
      <Box flex={{ base: 'none', md: '1 1 0' }} miw={0} mih={0}>
        <MenuBoard
          searchRef={search}
          enabled={!draft.snapshot.hasTag('busy')}
          onAdd={(line) => draft.edit({ type: 'addItem', line })}
        />
      </Box>
      <Box flex={{ base: 'none', md: '0 0 clamp(340px, 34%, 460px)' }} mih={0}>
        <DraftPanel
          draft={draft}
          focusMenu={focusMenu}
          submitted={
            accepted && (
              <SubmittedOrderCard
                key={accepted.id}
                accepted={accepted}
                tendered={acceptedTendered}
              />
            )
          }
        />
      </Box>
    </Flex>
  );
}

export function PosScreen() {
  const orders = useOrderList();
  const mayTake = useMyPermissions().has('orders.take');
  const openBills = openBillsOf(useOpenTableOrders(mayTake).rows).length;
  const ordersBadge = orders.length > 0 && (
    <Badge size="sm" circle>
      {formatNumber(orders.length)}
    </Badge>
  );
  const billsBadge = openBills > 0 && (
    <Badge size="sm" circle color="orange" data-testid="open-bills-count">
      {formatNumber(openBills)}
    </Badge>
  );

  if (!mayTake) {
    return (
      <Stack gap="md">
        <Alert color="blue" title={posMessages.viewOnly.title} data-testid="pos-view-only">
          {posMessages.viewOnly.body}
        </Alert>
        <OrderListTable orders={orders} />
      </Stack>
    );
  }

  return (
    <Flex direction="column" h={{ base: 'auto', md: BELOW_HEADER }}>
      <IncomingOrdersAlert orders={orders} />
      <Tabs
        defaultValue="new-order"
        style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <Tabs.List mb="sm">
          <Tabs.Tab value="new-order" data-testid="tab-new-order">
            {posMessages.tabs.newOrder}
          </Tabs.Tab>
          <Tabs.Tab value="orders" data-testid="tab-orders" rightSection={ordersBadge}>
            {posMessages.tabs.orders}
          </Tabs.Tab>
          <Tabs.Tab value="open-bills" data-testid="tab-open-bills" rightSection={billsBadge}>
            {openBillsMessages.tab}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="new-order" style={{ flex: 1, minHeight: 0 }}>
          <OrderTaking />
        </Tabs.Panel>
        <Tabs.Panel value="orders" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
          <OrderListTable orders={orders} />
        </Tabs.Panel>
        <Tabs.Panel value="open-bills" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
          <OpenBillsView />
        </Tabs.Panel>
      </Tabs>
    </Flex>
  );
}
