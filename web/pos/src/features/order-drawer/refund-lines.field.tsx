// Units of each line to give back (a free line cost nothing, so it is not offered), at most the
// line's count less what was already refunded (refundedCount).
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import { formatNumber } from '@sofre/web-shared';
import { LineTitle } from './order-lines.view.tsx';
import { refundableLines } from './refund-choice.ts';

export function RefundLinesField({
  order,
  counts,
  onChange,
}: {
  order: OrderTracker;
  counts: Readonly<Record<string, number>>;
  onChange: (counts: Record<string, number>) => void;
}) {
  const set = (id: string, n: number) => onChange({ ...counts, [id]: n });
  return (
    <Stack gap={6}>
      {refundableLines(order).map((line) => {
        const n = counts[line.id] ?? 0;
        return (
          <Group
            key={line.id}
            justify="space-between"
            wrap="nowrap"
            data-testid="refund-line"
            data-line={line.id}
          >
            <LineTitle line={line} />
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="light"
                disabled={n >= line.count - line.refundedCount}
                onClick={() => set(line.id, n + 1)}
                aria-label="+"
                data-testid="refund-line-increase"
              >
                +
              </ActionIcon>
              <Text w={48} ta="center" fw={700} className="tabular-nums">
                {`${formatNumber(n)}/${formatNumber(line.count - line.refundedCount)}`}
              </Text>
              <ActionIcon
                variant="light"
                disabled={n <= 0}
                onClick={() => set(line.id, n - 1)}
                aria-label="−"
              >
                −
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
