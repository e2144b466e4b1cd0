// The drawer's buttons: only what the order machine allows now (order-moves.ts) and the signed-in
// staff member's roles permit. Status moves go at once; the rest open their dialog or the editor.
// Refund is always there: off, with why, when the staff member or the order cannot have it.
import { Button, Group, Text, Tooltip } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import { formatTime, useMyPermissions } from '@sofre/web-shared';
import { useCallCustomer } from './call-customer.api.ts';
import { useChangeOrderState } from './change-order-state.api.ts';
import type { OnAccepted } from './order-command.ts';
import { orderDrawerMessages as m } from './order-drawer.messages.ts';
import {
  orderActions,
  refundBlockOf,
  type EditMode,
  type RefundBlock,
  type StatusStep,
} from './order-moves.ts';

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

/** Refund, or the same button off with why (no permission, nothing paid, all given back). */
function RefundButton({ block, onClick }: { block: RefundBlock | undefined; onClick: () => void }) {
  const button = (
    <Button
      variant="light"
      color="grape"
      disabled={block !== undefined}
      onClick={onClick}
      data-testid="order-refund"
      data-blocked={block}
      aria-description={block && m.actions.refundBlocked[block]}
    >
      {m.actions.refund}
    </Button>
  );
  if (!block) return button;
  // A disabled button hears no pointer: the tooltip listens on its wrapper (and to a touch).
  return (
    <Tooltip
      label={m.actions.refundBlocked[block]}
      multiline
      w={260}
      events={{ hover: true, focus: true, touch: true }}
    >
      <span data-testid="order-refund-hint" data-hint={m.actions.refundBlocked[block]}>
        {button}
      </span>
    </Tooltip>
  );
}

export function OrderActionBar({ order, onEdit, onDialog, onAccepted }: OrderActionBarProps) {
  const { has } = useMyPermissions();
  const actions = orderActions(order);
  const state = useChangeOrderState(onAccepted);
  const call = useCallCustomer(onAccepted);
  const busy = state.isPending || call.isPending;
  const refund = refundBlockOf(order, has('orders.refund'));
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
    refund === undefined && (
      <RefundButton key="refund" block={refund} onClick={() => onDialog('refund')} />
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
      {refund !== undefined && <RefundButton block={refund} onClick={() => onDialog('refund')} />}
      {order.calledAt && (
        <Text size="xs" c="orange.9" data-testid="order-called-at">
          {m.actions.called(formatTime(order.calledAt))}
        </Text>
      )}
    </Group>
  );
}
