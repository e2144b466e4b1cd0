// A settlement week opened from the settlements report: its money line by line and the platform's
// subscription invoices (fee type CONTRACT) the vendor paid in the week — shown beside the week,
// never taken from it.
import { Alert, Badge, Drawer, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { SettlementView } from '@sofre/engine/contracts';
import { useCurrencyUnit } from '@sofre/web-shared';
import { codeLabels, settlementMessages as text } from '../../messages/reports.messages.ts';
import type { Row } from '../report-table/report-definition.ts';
import { invoiceLines, settlementLines, weekOf } from './settlement-detail.ts';

function Invoices({ view }: { view: SettlementView }) {
  const unit = useCurrencyUnit();
  const lines = invoiceLines(view, unit);
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="settlement-no-invoices">
        {text.noInvoices}
      </Text>
    );
  return (
    <Table verticalSpacing="xs" data-testid="settlement-invoices">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{text.invoice.package}</Table.Th>
          <Table.Th>{text.invoice.amount}</Table.Th>
          <Table.Th>{text.invoice.paidAt}</Table.Th>
          <Table.Th>{text.invoice.status}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.contractId} data-testid={`settlement-invoice-${line.contractId}`}>
            <Table.Td fw={600}>{line.packageTitle}</Table.Td>
            <Table.Td>{line.amount}</Table.Td>
            <Table.Td>{line.paidAt}</Table.Td>
            <Table.Td>
              <Badge variant="light" color="teal">
                {line.status}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Detail({ view }: { view: SettlementView }) {
  const unit = useCurrencyUnit();
  return (
    <Stack gap="md" data-testid="settlement-detail">
      <Badge variant="light" color={view.status === 'OPEN' ? 'blue' : 'orange'}>
        {codeLabels.settlementStatus[view.status]}
      </Badge>
      <SimpleGrid cols={2} spacing="xs">
        {settlementLines(view, unit).map((line) => (
          <Paper key={line.key} withBorder p="xs" data-testid={`settlement-${line.key}`}>
            <Text size="xs" c="dimmed">
              {line.label}
            </Text>
            <Text fw={700}>{line.value}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={4}>{text.invoices}</Title>
        <Alert color="gray" variant="light" py={6}>
          {text.invoicesNote}
        </Alert>
        <Invoices view={view} />
      </Stack>
    </Stack>
  );
}

export function SettlementDrawer({ row, onClose }: { row?: Row; onClose: () => void }) {
  const parsed = row === undefined ? undefined : SettlementView.safeParse(row);
  const view = parsed?.success ? parsed.data : undefined;
  const week = view && weekOf(view);
  return (
    <Drawer
      opened={view !== undefined}
      onClose={onClose}
      position="left"
      size="lg"
      title={week && <Title order={3}>{text.title(week.from, week.to)}</Title>}
    >
      {view && <Detail view={view} />}
    </Drawer>
  );
}
