// Today's most sold menu items or toppings: name, units and amount, biggest amount first.
import { Paper, Table, Text, Title } from '@mantine/core';
import type { ItemSaleView } from '@sofre/engine/contracts';
import { formatNumber, useMoney } from '@sofre/web-shared';
import { dashboardMessages as m } from '../../messages/reports.messages.ts';

export function TopItemsCard(props: {
  title: string;
  items: readonly ItemSaleView[];
  testId: string;
}) {
  const money = useMoney();
  return (
    <Paper withBorder p="md" h="100%" data-testid={props.testId}>
      <Title order={5} mb="xs">
        {props.title}
      </Title>
      {props.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {m.noSales}
        </Text>
      ) : (
        <Table striped verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.item}</Table.Th>
              <Table.Th w={70}>{m.count}</Table.Th>
              <Table.Th w={140}>{m.amount}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.items.map((item) => (
              <Table.Tr key={item.id} data-testid={`${props.testId}-${item.id}`}>
                <Table.Td>{item.title}</Table.Td>
                <Table.Td data-testid="count">{formatNumber(item.count)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(item.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
