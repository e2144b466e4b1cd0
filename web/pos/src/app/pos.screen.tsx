// The POS (the back office's home, /bo): take an order from the menu (tab 1) and follow today's orders live (tab 2).
import { Badge, Grid, Tabs } from '@mantine/core';
import { formatNumber } from '@sofre/web-shared';
import { MenuBoard } from '../features/menu/menu.board.tsx';
import { DraftPanel } from '../features/order-draft/draft.panel.tsx';
import { usePosDraft } from '../features/order-draft/use-pos-draft.ts';
import { OrderListTable, useOrderList } from '../features/order-list/order-list.table.tsx';
import { posMessages } from '../messages/pos.messages.ts';

export function PosScreen() {
  const draft = usePosDraft();
  const orders = useOrderList();
  return (
    <Tabs defaultValue="new-order">
      <Tabs.List mb="md">
        <Tabs.Tab value="new-order" data-testid="tab-new-order">
          {posMessages.tabs.newOrder}
        </Tabs.Tab>
        <Tabs.Tab
          value="orders"
          data-testid="tab-orders"
          rightSection={
            orders.length > 0 && (
              <Badge size="sm" circle>
                {formatNumber(orders.length)}
              </Badge>
            )
          }
        >
          {posMessages.tabs.orders}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="new-order">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <MenuBoard
              enabled={!draft.snapshot.hasTag('busy')}
              onAdd={(line) => draft.edit({ type: 'addItem', line })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <div style={{ position: 'sticky', top: 76 }}>
              <DraftPanel draft={draft} />
            </div>
          </Grid.Col>
        </Grid>
      </Tabs.Panel>
      <Tabs.Panel value="orders">
        <OrderListTable orders={orders} />
      </Tabs.Panel>
    </Tabs>
  );
}
