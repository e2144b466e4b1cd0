// The POS order list: a page of orders under the cashier's filter (statuses, source, delivery
// type, Jalali day range; today by default), kept live by the order-list topic — new orders and
// status changes appear as they happen, without reload. A row opens the order's drawer.
import { Center, Loader, Stack, Text } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, type OrderListRow } from '@sofre/engine/contracts';
import { Pager, useLiveTopic } from '@sofre/web-shared';
import { useMemo, useState } from 'react';
import { posMessages } from '../../messages/pos.messages.ts';
import { OrderDrawer } from '../order-drawer/order.drawer.tsx';
import { OrderFilters } from './order-filters.tsx';
import { overlayLive, sortOrders, todayFilter, type OrderFilter } from './order-filter.ts';
import { useOrderPage } from './order-list.api.ts';
import { orderListMessages as m } from './order-list.messages.ts';
import { OrderRows } from './order-rows.tsx';
import { tehranDay } from './tehran-day.ts';

export { sortOrders } from './order-filter.ts';

const text = posMessages.orders;

/** The live topic's rows (the newest orders and every change since), newest first. */
export function useOrderList(): OrderListRow[] {
  return sortOrders(useLiveTopic<OrderListRow>('order-list').rows.values());
}

export interface OrderListTableProps {
  /** The live topic's rows (useOrderList): laid over the fetched page. */
  readonly orders: readonly OrderListRow[];
  readonly pageSize?: number;
}

export function OrderListTable({ orders, pageSize = DEFAULT_PAGE_SIZE }: OrderListTableProps) {
  const initial = useMemo(() => todayFilter(tehranDay(new Date())), []);
  const [filter, setFilter] = useState<OrderFilter>(initial);
  const [pageNumber, setPageNumber] = useState(1);
  const [openId, setOpenId] = useState<string>();
  // The last order opened stays in the drawer while it slides closed.
  const [shownId, setShownId] = useState<string>();
  const open = (orderId: string) => {
    setOpenId(orderId);
    setShownId(orderId);
  };
  const page = useOrderPage(filter, pageNumber, pageSize);
  const fetched = page.data?.data ?? [];
  const total = page.data?.totalCount ?? 0;
  const rows = overlayLive(
    {
      rows: fetched,
      firstPage: pageNumber === 1,
      complete: pageNumber === 1 && total <= pageSize,
    },
    orders,
    filter,
  );
  const arrived = rows.filter((r) => !fetched.some((f) => f.orderId === r.orderId)).length;
  return (
    <Stack gap="md">
      <OrderFilters
        filter={filter}
        initial={initial}
        onChange={(next) => {
          setFilter(next);
          setPageNumber(1);
        }}
      />
      {page.isPending ? (
        <Center py="xl">
          <Loader aria-label={m.loading} />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="order-list-empty">
          {JSON.stringify(filter) === JSON.stringify(initial) ? text.empty : m.noMatch}
        </Text>
      ) : (
        <OrderRows rows={rows} onOpen={open} />
      )}
      {total > pageSize && (
        <Pager
          pageNumber={pageNumber}
          pageSize={pageSize}
          totalCount={total + arrived}
          onPage={setPageNumber}
          unit={m.unit}
          testId="order-list-pager"
        />
      )}
      <OrderDrawer
        orderId={shownId}
        opened={openId !== undefined}
        onClose={() => setOpenId(undefined)}
      />
    </Stack>
  );
}
