// A cash order at the counter: what the customer handed over, typed in the vendor's unit with any
// digits, and the change to give back (or what is still short), worked out as it is typed.
import { Group, Stack, Text } from '@mantine/core';
import { useMoney } from '@sofre/web-shared';
import { RialInput } from '../../back-office-ui/money-input.tsx';
import { posMessages } from '../../messages/pos.messages.ts';
import { cashChange } from './cash-change.ts';
import type { PosDraftHandle } from './use-pos-draft.ts';

const text = posMessages.cash;

function ChangeDue({ finalPrice, tendered }: { finalPrice: number; tendered: number | undefined }) {
  const money = useMoney();
  const change = cashChange(finalPrice, tendered);
  if (change.kind === 'none') return null;
  const short = change.kind === 'short';
  return (
    <Stack
      gap={0}
      data-testid="cash-change"
      data-kind={change.kind}
      data-rial={change.amount}
      aria-live="polite"
    >
      <Text size="xs" fw={600} c={short ? 'red' : undefined}>
        {short ? text.short : text.change}
      </Text>
      <Text fw={800} c={short ? 'red' : 'sofre.9'} className="tabular-nums">
        {money(change.amount)}
      </Text>
    </Stack>
  );
}

export function CashField({ draft, finalPrice }: { draft: PosDraftHandle; finalPrice: number }) {
  const { tendered } = draft.snapshot.context;
  return (
    <Group gap="xs" grow align="flex-end" wrap="nowrap">
      <RialInput
        data-testid="cash-tendered"
        label={text.tendered}
        size="xs"
        value={tendered}
        onValue={(amount) => draft.send({ type: 'tender', amount })}
      />
      <ChangeDue finalPrice={finalPrice} tendered={tendered} />
    </Group>
  );
}
