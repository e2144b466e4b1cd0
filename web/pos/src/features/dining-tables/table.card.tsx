// One table on the floor (its facts: table-facts.tsx) and its actions. Tapping the card's top
// opens the table's bill when guests sit there, and otherwise starts an order at it, as «سفارش
// جدید» does (a second order at a busy table is allowed too). The card's colour is its state.
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { DiningTableView, OrderListRow } from '@sofre/engine/contracts';
import { toPersianDigits } from '@sofre/web-shared';
import type { MouseEvent } from 'react';
import { openBillsMessages } from '../open-bills/open-bills.messages.ts';
import { tableMessages as m } from './dining-tables.messages.ts';
import { posLinkFor } from './start-order.ts';
import { CardTop, TableFacts } from './table-facts.tsx';
import { stateColor } from './table-state.ts';

export interface TableCardProps {
  readonly table: DiningTableView;
  readonly onReserve: () => void;
  readonly onFree: () => void;
  readonly onQr: () => void;
  /** Opens the POS with this table; absent for a user who may not take orders. */
  readonly onStartOrder?: (() => void) | undefined;
  /** Opens the bill of the orders open at the table; absent for a user who may not take orders. */
  readonly onOpenBill?: (() => void) | undefined;
  /** The orders open at the table as the order list has them now (oldest first). */
  readonly bills?: readonly OrderListRow[];
  /** The floor's clock (how long a bill has been open). */
  readonly now: Date;
}

const NO_BILLS: readonly OrderListRow[] = [];

const billWords = openBillsMessages.floor;

function NewOrderLink({ table, onStart }: { table: DiningTableView; onStart: () => void }) {
  return (
    <Button
      size="xs"
      px={6}
      variant="light"
      flex={1}
      component="a"
      href={posLinkFor(table.number)}
      title={m.floor.newOrderHint(toPersianDigits(table.name))}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        // A plain click stays in the app; a middle or modified click opens a new tab.
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onStart();
      }}
      data-testid={`table-new-order-${table.number}`}
    >
      {m.floor.newOrder}
    </Button>
  );
}

function HoldActions({ table, onReserve, onFree, onQr }: TableCardProps) {
  return (
    <Group gap={6} wrap="nowrap">
      {table.state === 'FREE' ? (
        <Button
          size="xs"
          color="teal"
          flex={1}
          onClick={onReserve}
          data-testid={`table-reserve-${table.number}`}
        >
          {m.floor.reserve}
        </Button>
      ) : table.reservation ? (
        <Button
          size="xs"
          color="orange"
          variant="outline"
          flex={1}
          onClick={onFree}
          data-testid={`table-free-${table.number}`}
        >
          {m.floor.free}
        </Button>
      ) : (
        // Taken by an open order only: it frees itself when the order ends.
        <Text size="xs" c="dimmed" flex={1}>
          {m.floor.freesItself}
        </Text>
      )}
      <Button size="xs" variant="default" onClick={onQr} data-testid={`table-qr-${table.number}`}>
        {m.floor.qr}
      </Button>
    </Group>
  );
}

export function TableCard(props: TableCardProps) {
  const { table, onStartOrder, onOpenBill, bills = NO_BILLS, now } = props;
  const color = stateColor[table.state];
  const open = table.openOrderIds.length;
  const start = table.active ? onStartOrder : undefined;
  const showBill = open > 0 ? onOpenBill : undefined;
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      data-testid={`table-card-${table.number}`}
      data-state={table.state}
      style={{
        borderColor: `var(--mantine-color-${color}-5)`,
        backgroundColor: `var(--mantine-color-${color}-0)`,
        borderWidth: 2,
      }}
    >
      <Stack gap={6} h="100%">
        <CardTop
          onClick={showBill ?? start}
          label={showBill ? billWords.showBill : m.floor.newOrderHint(toPersianDigits(table.name))}
          testId={`table-open-${table.number}`}
        >
          <TableFacts table={table} bills={bills} now={now} />
        </CardTop>
        <Stack gap={6} mt="auto">
          {(showBill || start) && (
            <Group gap={6} wrap="nowrap">
              {showBill && (
                <Button
                  size="xs"
                  px={6}
                  color="orange"
                  flex={1}
                  onClick={showBill}
                  data-testid={`table-bill-${table.number}`}
                >
                  {billWords.showBill}
                </Button>
              )}
              {start && <NewOrderLink table={table} onStart={start} />}
            </Group>
          )}
          <HoldActions {...props} />
        </Stack>
      </Stack>
    </Card>
  );
}
