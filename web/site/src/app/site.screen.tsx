// The customer site (spec §2): the header, then the page of the address — the ordering home,
// an order's live tracker, the page to find an order, or a payment link's page. Only the ordering
// home is in the first load; the other pages load when opened (a phone on a slow network).
import { Center, Container, Loader } from '@mantine/core';
import { NetworkBadge } from '@sofre/web-shared';
import { lazy, Suspense } from 'react';
import { OrderingPage } from '../features/ordering/ordering.page.tsx';
import { siteMessages } from '../messages/site.messages.ts';
import {
  findOrderPath,
  homePath,
  myAddressesPath,
  myOrdersPath,
  trackerPath,
  type SiteRoute,
} from './site-route.ts';
import { SiteHeader } from './site.header.tsx';
import { useSiteRoute } from './use-site-route.ts';

const OrderTrackerPage = lazy(() => import('../features/order-tracker/order-tracker.page.tsx'));
const FindOrderPage = lazy(() => import('../features/find-order/find-order.form.tsx'));
const PaymentLinkPage = lazy(() => import('../features/payment-link/payment-link.page.tsx'));
const MyOrdersPage = lazy(() => import('../features/my-account/my-orders.page.tsx'));
const MyAddressesPage = lazy(() => import('../features/my-account/my-addresses.page.tsx'));
/** The counter's self-order tablet: full screen, without the site's header. */
const KioskScreen = lazy(() => import('../features/kiosk/kiosk.screen.tsx'));
/** The courier's phone screen: its own header, none of the site's. */
const BikerScreen = lazy(() => import('../features/biker/biker.screen.tsx'));

function Page({ route, navigate }: { route: SiteRoute; navigate: (path: string) => void }) {
  const { page, table } = route;
  switch (page.kind) {
    case 'ordering':
      return <OrderingPage table={table} onTrack={() => navigate(findOrderPath(table))} />;
    case 'tracker':
      return (
        <OrderTrackerPage
          key={page.orderId}
          orderId={page.orderId}
          payment={page.payment}
          table={table}
        />
      );
    case 'find-order':
      return <FindOrderPage onFind={(id) => navigate(trackerPath(id, table))} />;
    case 'payment-link':
      return (
        <PaymentLinkPage
          orderId={page.orderId}
          onTrack={(id) => navigate(trackerPath(id, table))}
        />
      );
    case 'my-orders':
      return <MyOrdersPage onOpen={(id) => navigate(trackerPath(id, table))} />;
    case 'my-addresses':
      return <MyAddressesPage />;
    case 'kiosk':
    case 'biker':
      return null; // shown by SiteScreen, full screen
    default: {
      const never: never = page;
      return never;
    }
  }
}

export function SiteScreen() {
  const { route, navigate } = useSiteRoute();
  if (route.page.kind === 'kiosk')
    return (
      <Suspense fallback={<Loader aria-label={siteMessages.loading} />}>
        <KioskScreen />
      </Suspense>
    );
  if (route.page.kind === 'biker')
    return (
      <Suspense fallback={<Loader aria-label={siteMessages.loading} />}>
        <BikerScreen />
      </Suspense>
    );
  return (
    <>
      <SiteHeader
        extra={route.page.kind === 'tracker' ? <NetworkBadge size="sm" /> : undefined}
        onHome={() => navigate(homePath(route.table))}
        onTrack={() => navigate(findOrderPath(route.table))}
        onMyOrders={() => navigate(myOrdersPath(route.table))}
        onMyAddresses={() => navigate(myAddressesPath(route.table))}
      />
      <Container size="xs" px="sm" py="sm" component="main">
        <Suspense
          fallback={
            <Center mih={240}>
              <Loader aria-label={siteMessages.loading} />
            </Center>
          }
        >
          <Page route={route} navigate={navigate} />
        </Suspense>
      </Container>
    </>
  );
}
