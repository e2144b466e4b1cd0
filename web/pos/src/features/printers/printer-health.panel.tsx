// The printers as their jobs tell it: each printer's state, when it last printed, its last error
// in plain words and how many tickets wait for it; a red warning when one has not printed for a
// minute (its tickets wait and print when it is back), and the tickets that had nowhere to print
// (lines no kitchen station cooks). Refreshed every ten seconds.
import { Alert, Badge, List, Stack, Table, Text } from '@mantine/core';
import type { PrinterHealthView, PrintersHealth } from '@sofre/engine/contracts';
import { printerStatusAt } from '@sofre/engine/printing';
import { formatNumber, formatRelativeAge, formatTime, useNow } from '@sofre/web-shared';
import { SectionCard } from '../../back-office-ui/section-card.tsx';
import { usePrintersHealth } from './printer-health.api.ts';
import { failureReasons, healthStatusLabels, printerMessages } from './printers.messages.ts';

const text = printerMessages.health;
const statusColor = { OK: 'green', FAILING: 'orange', DOWN: 'red', IDLE: 'gray' } as const;

function HealthRow({ printer, now }: { printer: PrinterHealthView; now: Date }) {
  const status = printerStatusAt(printer, now);
  const error = printer.lastError;
  return (
    <Table.Tr data-testid={`printer-health-${printer.printerId}`} data-status={status}>
      <Table.Td fw={600}>{printer.name}</Table.Td>
      <Table.Td>
        <Badge color={statusColor[status]} variant="light">
          {healthStatusLabels[status]}
        </Badge>
      </Table.Td>
      <Table.Td>
        {printer.lastSuccessAt ? formatRelativeAge(printer.lastSuccessAt, now) : text.never}
      </Table.Td>
      <Table.Td>
        {printer.lastFailureAt && error ? (
          <Stack gap={0}>
            <Text size="sm">{formatRelativeAge(printer.lastFailureAt, now)}</Text>
            <Text size="xs" c="dimmed">
              {failureReasons[error.reason]}
              {status !== 'OK' && error.retryAt
                ? ` ${text.retryAt(formatTime(error.retryAt))}`
                : ''}
            </Text>
          </Stack>
        ) : (
          text.never
        )}
      </Table.Td>
      <Table.Td>{formatNumber(printer.queued)}</Table.Td>
    </Table.Tr>
  );
}

function Problems({ problems }: { problems: PrintersHealth['problems'] }) {
  if (problems.length === 0) return null;
  return (
    <Alert color="orange" variant="light" title={text.problemsTitle} data-testid="print-problems">
      <List size="sm">
        {problems.map((p) => (
          <List.Item key={p.jobId}>
            {text.problem(formatNumber(p.number), p.lines.join('، '))} — {failureReasons[p.reason]}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

export function PrinterHealthPanel() {
  const health = usePrintersHealth();
  const now = useNow(10_000);
  const printers = health.data?.printers ?? [];
  const down = printers.filter((p) => printerStatusAt(p, now) === 'DOWN');
  return (
    <SectionCard
      title={text.title}
      loading={health.isPending}
      loadingLabel={printerMessages.loading}
    >
      <Stack gap="sm" data-testid="printer-health">
        {down.length > 0 && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={text.downTitle}
            data-testid="printer-down-alert"
          >
            {text.downBody(down.map((p) => `«${p.name}»`).join('، '))}
          </Alert>
        )}
        <Table verticalSpacing="xs" data-testid="printer-health-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text.printer}</Table.Th>
              <Table.Th>{text.status}</Table.Th>
              <Table.Th>{text.lastSuccess}</Table.Th>
              <Table.Th>{text.lastFailure}</Table.Th>
              <Table.Th>{text.queued}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {printers.map((printer) => (
              <HealthRow key={printer.printerId} printer={printer} now={now} />
            ))}
          </Table.Tbody>
        </Table>
        <Problems problems={health.data?.problems ?? []} />
      </Stack>
    </SectionCard>
  );
}
