// A station's lines of an order in large type: count × title, toppings and note under it; lines
// changed after the kitchen had the order are marked (new, changed, cancelled struck through), and
// a tap marks a line done (struck, ticked) or, tapped again, to cook.
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { KitchenOrder, KitchenOrderLine } from '@sofre/engine/contracts';
import { formatNumber } from '@sofre/web-shared';
import { kdsMessages } from '../../messages/kds.messages.ts';
import { isLineDone } from './station-parts.ts';

const text = kdsMessages.stations;
const markColor = { NEW: 'green.9', CHANGED: 'blue.9', CANCELLED: 'red.9' } as const;

const toppingText = (toppings: KitchenOrderLine['toppings']) =>
  toppings.map((t) => (t.count > 1 ? `${t.title} ×${formatNumber(t.count)}` : t.title)).join('، ');

function LineBody({ line, done }: { line: KitchenOrderLine; done: boolean }) {
  // The count and title are struck, not the mark beside them: «لغو شد» stays readable.
  const struck = { textDecoration: line.mark === 'CANCELLED' || done ? 'line-through' : undefined };
  return (
    <Stack gap={0}>
      <Group gap="sm" wrap="nowrap" align="baseline">
        <Text fw={800} fz={28} miw={44} className="tabular-nums" style={struck}>
          {done ? '✓' : `${formatNumber(line.count)}×`}
        </Text>
        {/* A long title and its mark wrap inside the ticket (a tablet's narrow column). */}
        <Group gap="xs" wrap="wrap" align="center" style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} fz={26} lh={1.3} style={struck}>
            {line.title}
          </Text>
          {line.mark && (
            <Badge
              color={markColor[line.mark]}
              size="xl"
              h={34}
              fz={20}
              variant="filled"
              data-testid="line-mark"
            >
              {text.marks[line.mark]}
            </Badge>
          )}
          {line.previousCount !== undefined && (
            <Text fz={20} fw={700}>
              {text.previousCount(formatNumber(line.previousCount))}
            </Text>
          )}
        </Group>
      </Group>
      {line.toppings.length > 0 && (
        <Text fz={20} ps={52} style={struck}>
          + {toppingText(line.toppings)}
        </Text>
      )}
      {line.note && (
        <Text fz={22} fw={700} c="yellow.3" ps={52} data-testid="line-note">
          ✎ {line.note}
        </Text>
      )}
    </Stack>
  );
}

export function PartLines({
  order,
  stationId,
  lines,
  onToggle,
}: {
  order: KitchenOrder;
  stationId: string;
  lines: readonly KitchenOrderLine[];
  /** Absent: the lines are shown, not tapped (expo, the recall preview). */
  onToggle?: (line: KitchenOrderLine, done: boolean) => void;
}) {
  return (
    <Stack gap={6}>
      {lines.map((line) => {
        const done = isLineDone(order, stationId, line);
        const testId = `line-${order.orderId}-${line.lineId}`;
        const body = <LineBody line={line} done={done} />;
        if (!onToggle || line.mark === 'CANCELLED')
          return (
            <div key={line.lineId} data-testid={testId} data-done={done} data-mark={line.mark}>
              {body}
            </div>
          );
        return (
          <UnstyledButton
            key={line.lineId}
            data-testid={testId}
            data-done={done}
            data-mark={line.mark}
            onClick={() => onToggle(line, done)}
            style={{ opacity: done ? 0.75 : 1 }}
          >
            {body}
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}

/** The order's description and note (e.g. «بدون پیاز»), highlighted under its lines. */
export function OrderRemarks({ order }: { order: KitchenOrder }) {
  const remarks = [
    order.description && `${kdsMessages.ticket.description}: ${order.description}`,
    order.note && `${kdsMessages.ticket.note}: ${order.note}`,
  ].filter((r): r is string => Boolean(r));
  return remarks.map((remark) => (
    <Paper key={remark} bg="yellow.3" c="dark.9" p="xs" radius="sm" data-testid="ticket-remark">
      <Text fw={800} fz={22}>
        {remark}
      </Text>
    </Paper>
  ));
}
