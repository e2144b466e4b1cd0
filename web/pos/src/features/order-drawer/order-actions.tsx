// The drawer's buttons: only what the order machine allows now (order-moves.ts) and the signed-in
// staff member's roles permit. Status moves go at once; the rest open their dialog or the editor.
import { Button, Group, Text } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import { formatTime, useMyPermissions } from '@sofre/web-shared';
import { useCallCustomer } from './call-customer.api.ts';
import { useChangeOrderState } from './change-order-state.api.ts';
import type { OnAccepted } from './order-command.ts';
import { orderDrawerMessages as m } from './order-drawer.messages.ts';
import { orderActions, type EditMode, type StatusStep } from './order-moves.ts';

export type OrderDialog = 'pay' | 'refund' | 'table' | 'cancel';

export interface OrderActionBarProps {
  readonly order: OrderTracker;
  readonly onEdit: (mode: EditMode) => void;
  readonly onDialog: (dialog: OrderDialog) => void;
  readonly onAccepted: OnAccepted;
}

const stepLabel = (step: StatusStep, order: OrderTracker) =>
  step.move === 'DELIVER' && order.deliveryType === 'SERVE'
    ? m.actions.steps.SERVED
    : m.actions.steps[step.move];

export function OrderActionBar({ order, onEdit, onDialog, onAccepted }: OrderActionBarProps) {
  const { has } = useMyPermissions();
  const actions = orderActions(order);
  const state = useChangeOrderState(onAccepted);
  const call = useCallCustomer(onAccepted);
  const busy = state.isPending || call.isPending;
  const mayEdit =
    actions.edit === 'bill' ? has('orders.take') || has('orders.edit') : has('orders.edit');
  const buttons = [
    ...(has('orders.change-state') ? actions.steps : []).map((step, i) => (
      <Button
        key={step.move}
        variant={i === 0 ? 'filled' : 'light'}
        loading={state.isPending && state.variables?.status === step.target}
        disabled={busy}
        onClick={() => state.mutate({ orderId: order.orderId, status: step.target })}
        data-testid={`order-step-${step.target}`}
      >
        {stepLabel(step, order)}
      </Button>
    )),
    actions.pay && has('orders.take') && (
      <Button
        key="pay"
        variant="light"
        color="teal"
        onClick={() => onDialog('pay')}
        data-testid="order-pay"
      >
        {m.actions.pay}
      </Button>
    ),
    actions.edit && mayEdit && (
      <Button
        key="edit"
        variant="light"
        onClick={() => onEdit(actions.edit!)}
        data-testid="order-edit"
      >
        {actions.edit === 'bill' ? m.actions.editBill : m.actions.edit}
      </Button>
    ),
    actions.changeTable && (has('orders.take') || has('orders.edit')) && (
      <Button
        key="table"
        variant="light"
        onClick={() => onDialog('table')}
        data-testid="order-change-table"
      >
        {m.actions.changeTable}
      </Button>
    ),
    actions.callCustomer && (
      <Button
        key="call"
        variant="light"
        color="orange"
        loading={call.isPending}
        disabled={busy}
        onClick={() => call.mutate(order.orderId)}
        data-testid="order-call"
      >
        {m.actions.callCustomer}
      </Button>
    ),
    actions.refund && has('orders.refund') && (
      <Button
        key="refund"
        variant="light"
        color="grape"
        onClick={() => onDialog('refund')}
        data-testid="order-refund"
      >
        {m.actions.refund}
      </Button>
    ),
    actions.reject && has('orders.change-state') && (
      <Button
        key="cancel"
        variant="outline"
        color="red"
        onClick={() => onDialog('cancel')}
        data-testid="order-cancel"
      >
        {m.actions.cancel}
      </Button>
    ),
  ].filter(Boolean);
  return (
    <Group gap="xs" data-testid="order-actions">
      {buttons.length > 0 ? (
        buttons
      ) : (
        <Text c="dimmed" size="sm">
          {m.actions.done}
        </Text>
      )}
      {order.calledAt && (
        <Text size="xs" c="orange.9" data-testid="order-called-at">
          {m.actions.called(formatTime(order.calledAt))}
        </Text>
      )}
    </Group>
  );
}
