// A split (ترکیبی) bill: the cashier types each method's share before submit, and sees what is
// left to split as they type; the order is sent once the shares add up to the total. The shares
// are recorded as the counter's payments right after the order is placed (pos-draft.machine.ts).
// Beside the submit button only what is left to split shows, one line; the shares are edited in
// a popover above it (open as split is chosen), so at 1366×768 the draft's details above keep
// their height however many methods share the bill.
import { ActionIcon, Button, Group, Popover, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  MAX_PAYMENT_PARTS,
  SPLIT_METHODS,
  splitRemainder,
  type PaymentPart,
  type SplitMethod,
} from '@sofre/engine/pos-draft';
import {
  currencyWords,
  formatNumber,
  parseWholeNumber,
  toPersianDigits,
  paymentMethodLabels,
  rialToUnit,
  unitToRial,
  useCurrencyUnit,
  useMoney,
} from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import type { PosDraftHandle } from './use-pos-draft.ts';

const text = posMessages.split;
const methods = SPLIT_METHODS.map((value) => ({ value, label: paymentMethodLabels[value] }));

function Remaining({ remaining }: { remaining: number }) {
  const money = useMoney();
  const settled = remaining === 0;
  return (
    <Group
      justify="space-between"
      gap="xs"
      data-testid="split-remaining"
      data-rial={remaining}
      aria-live="polite"
    >
      <Text size="xs" fw={600} c={settled ? 'teal.8' : 'red.8'}>
        {settled ? text.settled : remaining < 0 ? text.over : text.remaining}
      </Text>
      {!settled && (
        <Text size="sm" fw={800} c="red.8" className="tabular-nums">
          {money(Math.abs(remaining))}
        </Text>
      )}
    </Group>
  );
}

interface SplitProps {
  readonly draft: PosDraftHandle;
  readonly total: number;
}

export function SplitPaymentField({ draft, total }: SplitProps) {
  // Chosen just now: the cashier came to type the shares.
  const [opened, setOpened] = useState(true);
  const parts = draft.snapshot.context.draft.multiPayment;
  const remaining = splitRemainder(parts, total);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="top-end"
      width={360}
      shadow="md"
      withArrow
    >
      <Popover.Target>
        <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="split-payment">
          <Remaining remaining={remaining} />
          <Button
            size="compact-xs"
            variant="light"
            title={text.openHint(toPersianDigits(parts.length))}
            onClick={() => setOpened((o) => !o)}
            data-testid="split-open"
          >
            {`${text.open} (${toPersianDigits(parts.length)})`}
          </Button>
        </Group>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <SplitShares draft={draft} total={total} />
      </Popover.Dropdown>
    </Popover>
  );
}

function SplitShares({ draft, total }: SplitProps) {
  const unit = useCurrencyUnit();
  const parts = draft.snapshot.context.draft.multiPayment;
  const remaining = splitRemainder(parts, total);
  const setParts = (next: PaymentPart[]) => draft.edit({ type: 'setPaymentParts', parts: next });
  const setPart = (i: number, change: Partial<PaymentPart>) =>
    setParts(parts.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const unused = SPLIT_METHODS.find((m) => !parts.some((p) => p.paymentMethod === m)) ?? 'CASH';

  return (
    <Stack gap={4} data-testid="split-shares">
      {parts.map((part, i) => (
        <Group key={i} gap={4} wrap="nowrap" data-testid="split-part">
          <Select
            size="xs"
            w={110}
            aria-label={text.method}
            allowDeselect={false}
            data={methods}
            value={part.paymentMethod}
            onChange={(v) => v && setPart(i, { paymentMethod: v as SplitMethod })}
            // In the popover: an option picked in a portal would read as a click outside it.
            comboboxProps={{ withinPortal: false }}
            data-testid="split-method"
          />
          <TextInput
            size="xs"
            flex={1}
            aria-label={text.amount}
            inputMode="numeric"
            autoComplete="off"
            rightSection={
              <Text size="xs" c="dimmed">
                {currencyWords[unit]}
              </Text>
            }
            rightSectionWidth={44}
            value={part.amount === 0 ? '' : formatNumber(rialToUnit(part.amount, unit))}
            onChange={(e) => {
              const typed = e.currentTarget.value;
              const amount = parseWholeNumber(typed);
              if (typed.trim() !== '' && amount === undefined) return;
              setPart(i, { amount: amount === undefined ? 0 : unitToRial(amount, unit) });
            }}
            data-testid="split-amount"
          />
          {remaining > 0 && (
            <Button
              size="compact-xs"
              variant="light"
              title={text.fillRest}
              onClick={() => setPart(i, { amount: part.amount + remaining })}
              data-testid="split-fill"
            >
              {text.rest}
            </Button>
          )}
          {parts.length > 1 && (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={text.remove}
              onClick={() => setParts(parts.filter((_, j) => j !== i))}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {parts.length < MAX_PAYMENT_PARTS && (
        <Group justify="flex-end">
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setParts([...parts, { paymentMethod: unused, amount: 0 }])}
          >
            {`+ ${text.add}`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
