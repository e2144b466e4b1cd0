// The vendor's contracts with the platform (its invoices), newest first: when, which package and
// period, the amount (and a code's discount), the status in Persian, when paid — and «پرداخت» for
// one still open or whose payment failed.
import { Badge, Button, Table, Text } from '@mantine/core';
import type { ContractView } from '@sofre/engine/contracts';
import { formatDate, formatMoney } from '@sofre/web-shared';
import { usePayContract } from './subscription.api.ts';
import { subscriptionMessages } from './subscription.messages.ts';

const text = subscriptionMessages.contracts;
const statusColors = { PENDING: 'yellow', PAID: 'green', FAILED: 'red' } as const;

export function ContractsTable({ contracts }: { contracts: readonly ContractView[] }) {
  const pay = usePayContract();
  if (contracts.length === 0)
    return (
      <Text c="dimmed" py="md">
        {text.empty}
      </Text>
    );
  return (
    <Table verticalSpacing="xs" data-testid="contracts-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{text.openedAt}</Table.Th>
          <Table.Th>{text.package}</Table.Th>
          <Table.Th>{text.period}</Table.Th>
          <Table.Th>{text.amount}</Table.Th>
          <Table.Th>{text.status}</Table.Th>
          <Table.Th>{text.paidAt}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {contracts.map((c) => (
          <Table.Tr key={c.id} data-testid={`contract-${c.id}`} data-status={c.status}>
            <Table.Td>{formatDate(c.openedAt)}</Table.Td>
            <Table.Td>{c.packageTitle}</Table.Td>
            <Table.Td>{subscriptionMessages.periods[c.period]}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={600}>
                {formatMoney(c.amount)}
              </Text>
              {c.discount > 0 && (
                <Text size="xs" c="dimmed">
                  {text.discounted(formatMoney(c.discount))}
                  {c.code && ` (${c.code})`}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Badge color={statusColors[c.status]} variant="light">
                {text.statuses[c.status]}
              </Badge>
            </Table.Td>
            <Table.Td>
              {c.paidAt ? (
                formatDate(c.paidAt)
              ) : (
                <Button
                  size="compact-sm"
                  loading={pay.isPending && pay.variables === c.id}
                  onClick={() => void pay.mutateAsync(c.id).catch(() => undefined)}
                  data-testid={`contract-pay-${c.id}`}
                >
                  {text.pay}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
