// What a floor card says about the bill of an occupied table: since when and for how long it has
// been open, and what is still due on its open orders together (or that it is settled).
import { Stack, Text } from '@mantine/core';
import type { OrderListRow } from '@sofre/engine/contracts';
import { formatTime, useMoney } from '@sofre/web-shared';
import { openBillsMessages as m } from './open-bills.messages.ts';
import { dueOf, durationText, minutesOpen } from './open-bills.ts';

export interface TableBillSummaryProps {
  readonly tableNumber: number;
  /** The orders open at the table, oldest first. */
  readonly bills: readonly OrderListRow[];
  readonly now: Date;
}

export function TableBillSummary({ tableNumber, bills, now }: TableBillSummaryProps) {
  const money = useMoney();
  const first = bills[0];
  if (!first) return null;
  const due = bills.reduce((sum, b) => sum + dueOf(b), 0);
  return (
    <Stack gap={0}>
      <Text size="xs" data-testid={`table-open-for-${tableNumber}`}>
        {m.floor.openFor(
          formatTime(first.submittedAt),
          durationText(minutesOpen(first.submittedAt, now)),
        )}
      </Text>
      <Text
        size="sm"
        fw={700}
        c={due > 0 ? 'red.9' : 'teal.9'}
        className="tabular-nums"
        data-testid={`table-due-${tableNumber}`}
        data-due={due}
      >
        {due > 0 ? m.floor.due(money(due)) : m.floor.settled}
      </Text>
    </Stack>
  );
}
