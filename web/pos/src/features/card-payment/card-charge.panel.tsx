// Right after an order is taken with «کارت‌خوان»: what it owes goes to the till's reader at once,
// and a dialog follows the charge — at the reader, or declined with a retry — until the reader
// approves (then the order's card says it is paid). The sandbox reader is drawn in the dialog so
// the demo and the tests can pay; a real one answers through its bridge. The cashier may leave
// it for «دریافت وجه» instead.
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { SandboxCardReader, SandboxTerminal, useMoney } from '@sofre/web-shared';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { cardChargeMachine } from './card-charge.machine.ts';
import { readCard, startTillCharge, useTillReader } from './card-payment.api.ts';
import { cardPaymentMessages as text } from './card-payment.messages.ts';

export function CardChargePanel({ orderId, amount }: { orderId: string; amount: number }) {
  const reader = useTillReader();
  if (reader.data === undefined) return <Loader size="xs" />;
  if (reader.data === null)
    return (
      <Text size="xs" c="dimmed" data-testid="card-charge-no-reader">
        {text.noReader}
      </Text>
    );
  return <CardCharge orderId={orderId} amount={amount} terminal={reader.data} />;
}

function CardCharge({
  orderId,
  amount,
  terminal,
}: {
  orderId: string;
  amount: number;
  terminal: { id: string; title: string };
}) {
  const money = useMoney();
  const [device] = useState(() => new SandboxCardReader());
  const [left, setLeft] = useState(false);
  const [machine] = useState(() =>
    cardChargeMachine.provide({
      actors: {
        startCharge: fromPromise(() => startTillCharge(orderId, terminal.id)),
        readCard: fromPromise(({ input }) => readCard(device, input.pending)),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const state = snapshot.value;
  if (state === 'paid')
    return (
      <Alert color="teal" py={6} data-testid="card-charge-paid">
        {text.paid}
      </Alert>
    );
  return (
    <>
      <Text size="xs" c="dimmed" data-testid="card-charge-status">
        {left ? text.leftForLater : text.title(terminal.title)}
      </Text>
      <Modal
        opened={!left}
        onClose={() => setLeft(true)}
        title={text.title(terminal.title)}
        centered
        size="sm"
      >
        <Stack gap="sm" data-testid="card-charge" data-state={state}>
          {state === 'starting' && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{text.starting}</Text>
            </Group>
          )}
          {state === 'atReader' && (
            <Text fw={700} role="status">
              {text.atReader(money(snapshot.context.pending?.amount ?? amount))}
            </Text>
          )}
          {(state === 'declined' || state === 'failed') && (
            <Alert color="red" py={6}>
              {state === 'declined' ? text.declined : text.failed}
            </Alert>
          )}
          <SandboxTerminal reader={device} money={money} compact />
          <Group gap="xs" justify="space-between">
            <Button
              size="sm"
              disabled={state !== 'declined' && state !== 'failed'}
              onClick={() => send({ type: 'RETRY' })}
              data-testid="card-charge-retry"
            >
              {text.retry}
            </Button>
            <Button size="sm" variant="subtle" onClick={() => setLeft(true)}>
              {text.later}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
