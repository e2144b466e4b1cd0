// Right after an order is taken with «کارت‌خوان»: what it owes goes to the till's reader at once,
// and the order's card follows the charge — at the reader, or declined with a retry — until the
// reader approves. It does not hold up the till: the next order can be taken meanwhile. The
// sandbox reader is a strip here so the demo and the tests can pay; a real one answers through
// its bridge. The cashier may leave it for «دریافت وجه» instead.
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
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
  if (left)
    return (
      <Text size="xs" c="dimmed" data-testid="card-charge-left">
        {text.leftForLater}
      </Text>
    );
  return (
    <Stack gap={6} data-testid="card-charge" data-state={state} role="status">
      <Text size="sm" fw={700}>
        {text.title(terminal.title)}
      </Text>
      {state === 'starting' && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{text.starting}</Text>
        </Group>
      )}
      {state === 'atReader' && (
        <Text size="sm">{text.atReader(money(snapshot.context.pending?.amount ?? amount))}</Text>
      )}
      {(state === 'declined' || state === 'failed') && (
        <Text size="sm" c="red.8">
          {state === 'declined' ? text.declined : text.failed}
        </Text>
      )}
      <SandboxTerminal reader={device} money={money} compact />
      <Group gap="xs">
        {(state === 'declined' || state === 'failed') && (
          <Button
            size="compact-sm"
            onClick={() => send({ type: 'RETRY' })}
            data-testid="card-charge-retry"
          >
            {text.retry}
          </Button>
        )}
        <Button size="compact-sm" variant="subtle" onClick={() => setLeft(true)}>
          {text.later}
        </Button>
      </Group>
    </Stack>
  );
}
