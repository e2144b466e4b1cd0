// The customer site: for now the order tracker (/orders/<id> or /?order=<id>), and a page to
// find an order. The table QR's ?table= stays in the address.
import { AppShell, Container, Group, Title } from '@mantine/core';
import { NetworkBadge, useVendor } from '@sofre/web-shared';
import { FindOrderForm } from '../features/find-order/find-order.form.tsx';
import { OrderTrackerPage } from '../features/order-tracker/order-tracker.page.tsx';
import { siteMessages } from '../messages/site.messages.ts';
import { trackerPath } from './site-route.ts';
import { useSiteRoute } from './use-site-route.ts';

export function SiteScreen() {
  const vendor = useVendor();
  const { route, navigate } = useSiteRoute();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Container size="md" h="100%">
          <Group justify="space-between" h="100%">
            <Title order={3}>{vendor.data?.name ?? siteMessages.appTitle}</Title>
            {route.orderId && <NetworkBadge size="sm" />}
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="md">
          {route.orderId ? (
            <OrderTrackerPage key={route.orderId} orderId={route.orderId} />
          ) : (
            <FindOrderForm onFind={(id) => navigate(trackerPath(id, route.table))} />
          )}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
