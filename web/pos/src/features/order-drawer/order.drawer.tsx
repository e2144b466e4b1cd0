// An order opened from the list: what it is (a courier order's customer, lines, status history in
// Jalali dates and Tehran time, payments and refunds) and what can be done with it now — edit with
// the removed list and restore, take payment (split), refund, change table, move it on (served or
// delivered, finished), call the customer, cancel with a reason — so an order can reach its last
// status.
// The order stays live (its tracker topic); after each command it is read at that command's
// position, so the drawer shows the cashier's own change at once.
import { Center, Drawer, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import type { CommandAccepted, OrderTracker } from '@sofre/engine/contracts';
import { StatusBadge, commonMessages, formatNumber } from '@sofre/web-shared';
import { useEffect, useRef, useState } from 'react';
import { CancelOrderModal } from './cancel-order.modal.tsx';
import { ChangeTableModal } from './change-table.modal.tsx';
import { useOrderView } from './get-order.api.ts';
import { OrderActionBar, type OrderDialog } from './order-actions.tsx';
import { OrderCustomerCard } from './order-customer.card.tsx';
import { orderDrawerMessages as m } from './order-drawer.messages.ts';
import { OrderEditor } from './order-editor.tsx';
import { OrderLinesView } from './order-lines.view.tsx';
import { orderActions } from './order-moves.ts';
import { MoneySummary, OrderFacts } from './order-summary.tsx';
import { PaymentModal } from './payment.modal.tsx';
import { RefundModal } from './refund.modal.tsx';
import { StatusTimeline } from './status-timeline.tsx';
import { TransactionsList } from './transactions.list.tsx';
import { useOrderEdit, type OrderEditHandle } from './use-order-edit.ts';

export interface OrderDrawerProps {
  /** The order shown; kept while the drawer slides closed. */
  readonly orderId: string | undefined;
  /** Defaults to whether there is an order to show. */
  readonly opened?: boolean;
  readonly onClose: () => void;
  /** Open straight into editing the items or taking the payment, when the order allows it. */
  readonly intent?: DrawerIntent | undefined;
}

/** What the cashier opened the order for (an open bill's «افزودن یا حذف قلم» or «تسویه»). */
export type DrawerIntent = 'edit' | 'pay';

type Tab = 'lines' | 'timeline' | 'transactions';

/** Once the order is read, does what the drawer was opened for, if the order allows it now. */
function useIntent(
  intent: DrawerIntent | undefined,
  order: OrderTracker | undefined,
  setDialog: (dialog: OrderDialog) => void,
  send: OrderEditHandle['send'],
) {
  const done = useRef(false);
  useEffect(() => {
    if (!intent || !order || done.current) return;
    done.current = true;
    const actions = orderActions(order);
    if (intent === 'pay' && actions.pay) setDialog('pay');
    if (intent === 'edit' && actions.edit) send({ type: 'start', order, mode: actions.edit });
  }, [intent, order, setDialog, send]);
}

/** One order's drawer content; a new order starts afresh (no edit, dialog or tab carried over). */
function OrderPanel({ orderId, intent }: { orderId: string; intent?: DrawerIntent | undefined }) {
  const [seen, setSeen] = useState<string>();
  const [tab, setTab] = useState<Tab>('lines');
  const [dialog, setDialog] = useState<OrderDialog>();
  const { order } = useOrderView(orderId, seen);
  const edit = useOrderEdit(setSeen);
  useIntent(intent, order, setDialog, edit.send);
  const editing = !edit.snapshot.matches('idle');
  const accepted = (a: CommandAccepted) => setSeen(a.position);
  const dialogProps = order && { order, onClose: () => setDialog(undefined), onAccepted: accepted };
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>
          {order ? (
            <Group gap="sm">
              <Text fw={700} size="lg" data-testid="order-drawer-title">
                {m.title(formatNumber(order.number))}
              </Text>
              <StatusBadge status={order.status} />
            </Group>
          ) : (
            m.loading
          )}
        </Drawer.Title>
        <Drawer.CloseButton aria-label={commonMessages.close} />
      </Drawer.Header>
      <Drawer.Body>
        {!order ? (
          <Center py="xl">
            <Loader aria-label={m.loading} />
          </Center>
        ) : (
          <Stack gap="sm" data-testid="order-drawer-body" data-status={order.status}>
            <OrderFacts order={order} />
            <OrderCustomerCard order={order} />
            <MoneySummary order={order} />
            {!editing && (
              <OrderActionBar
                order={order}
                onAccepted={accepted}
                onDialog={setDialog}
                onEdit={(mode) => {
                  setTab('lines');
                  edit.send({ type: 'start', order, mode });
                }}
              />
            )}
            <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)}>
              <Tabs.List>
                <Tabs.Tab value="lines" data-testid="order-tab-lines">
                  {m.tabs.lines}
                </Tabs.Tab>
                <Tabs.Tab value="timeline" data-testid="order-tab-timeline">
                  {m.tabs.timeline}
                </Tabs.Tab>
                <Tabs.Tab value="transactions" data-testid="order-tab-transactions">
                  {m.tabs.transactions}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="lines" pt="sm">
                {editing ? (
                  <OrderEditor order={order} edit={edit} />
                ) : (
                  <OrderLinesView order={order} />
                )}
              </Tabs.Panel>
              <Tabs.Panel value="timeline" pt="sm">
                <StatusTimeline order={order} />
              </Tabs.Panel>
              <Tabs.Panel value="transactions" pt="sm">
                <TransactionsList order={order} />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </Drawer.Body>
      {dialogProps && dialog === 'pay' && <PaymentModal {...dialogProps} />}
      {dialogProps && dialog === 'refund' && <RefundModal {...dialogProps} />}
      {dialogProps && dialog === 'table' && <ChangeTableModal {...dialogProps} />}
      {dialogProps && dialog === 'cancel' && <CancelOrderModal {...dialogProps} />}
    </>
  );
}

export function OrderDrawer({
  orderId,
  opened = orderId !== undefined,
  onClose,
  intent,
}: OrderDrawerProps) {
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="left"
      size={600}
      data-testid="order-drawer"
    >
      <Drawer.Overlay />
      <Drawer.Content>
        {orderId && <OrderPanel key={orderId} orderId={orderId} intent={intent} />}
      </Drawer.Content>
    </Drawer.Root>
  );
}
