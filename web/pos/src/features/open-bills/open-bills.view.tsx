// The POS tab of open bills: every bill still open at a table, table by table, with how long it
// has been open and what is still due, kept live by the order list's topic. A bill opens in the
// order drawer — the same drawer as the order list's, to add or take back items or to take the
// payment (split if the guests like); a settled bill leaves the list by itself.
import { Center, Group, Loader, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { formatNumber, useMoney } from '@sofre/web-shared';
import { useAllTables, useTablesLive } from '../dining-tables/dining-tables.api.ts';
import { useBillClock } from './bill-clock.ts';
import { useBillDrawer } from './bill-drawer.tsx';
import { OpenBillRow } from './open-bill.row.tsx';
import { useOpenTableOrders } from './open-bills.api.ts';
import { openBillsMessages as m } from './open-bills.messages.ts';
import { openBillsOf, tableFor, totalOf } from './open-bills.ts';

const columns = m.columns;

export function OpenBillsView() {
  useTablesLive();
  const orders = useOpenTableOrders();
  const tables = useAllTables().data ?? [];
  const money = useMoney();
  const { open, drawer } = useBillDrawer();
  const bills = openBillsOf(orders.rows);
  const now = useBillClock(bills.map((bill) => bill.submittedAt));
  const total = totalOf(bills);

  if (orders.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={m.loading} />
      </Center>
    );
  return (
    <Stack gap="sm" data-testid="open-bills">
      {bills.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="open-bills-empty">
          {m.empty}
        </Text>
      ) : (
        <>
          <Group justify="space-between" data-testid="open-bills-summary">
            <Text fw={600}>{m.summary(formatNumber(total.bills), formatNumber(total.tables))}</Text>
            <Text>
              {`${m.totalDue}: `}
              <Text span fw={800} c="red.9" className="tabular-nums">
                {money(total.due)}
              </Text>
            </Text>
          </Group>
          <Paper withBorder radius="md">
            <ScrollArea>
              <Table striped highlightOnHover verticalSpacing="xs" data-testid="open-bills-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{columns.table}</Table.Th>
                    <Table.Th>{columns.number}</Table.Th>
                    <Table.Th>{columns.openedAt}</Table.Th>
                    <Table.Th>{columns.guests}</Table.Th>
                    <Table.Th>{columns.items}</Table.Th>
                    <Table.Th>{columns.total}</Table.Th>
                    <Table.Th>{columns.paid}</Table.Th>
                    <Table.Th>{columns.due}</Table.Th>
                    <Table.Th>{columns.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {bills.map((bill) => (
                    <OpenBillRow
                      key={bill.orderId}
                      bill={bill}
                      table={tableFor(tables, bill.tableNumber)}
                      now={now}
                      onOpen={open}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </Paper>
        </>
      )}
      {drawer}
    </Stack>
  );
}
