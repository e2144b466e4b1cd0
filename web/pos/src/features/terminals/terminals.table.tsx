// The vendor's card readers: title, bank, terminal number, how it is connected (IP and port in
// Persian digits, or a cable), an on/off switch that takes effect at once, edit and remove.
import { Button, Group, Switch, Table, Text } from '@mantine/core';
import type { BankOption, PosTerminalView } from '@sofre/engine/contracts';
import { notifySuccess, RemovePopover, toPersianDigits } from '@sofre/web-shared';
import { useRemoveTerminal, useSetTerminalActive } from './terminals.api.ts';
import { terminalMessages } from './terminals.messages.ts';

const text = terminalMessages.list;

export interface TerminalsTableProps {
  readonly terminals: readonly PosTerminalView[];
  readonly banks: readonly BankOption[];
  readonly onEdit: (terminal: PosTerminalView) => void;
}

export function TerminalsTable({ terminals, banks, onEdit }: TerminalsTableProps) {
  const setActive = useSetTerminalActive();
  const remove = useRemoveTerminal();
  if (terminals.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md" data-testid="terminal-empty">
        {text.empty}
      </Text>
    );
  // A refusal is toasted by the query client; only success is said here.
  const run = (action: () => Promise<unknown>) =>
    action().then(
      () => notifySuccess(terminalMessages.saved),
      () => undefined,
    );
  const bankLabel = (value: string) => banks.find((b) => b.value === value)?.label ?? value;
  return (
    <Table striped verticalSpacing="sm" data-testid="terminal-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{text.name}</Table.Th>
          <Table.Th>{text.bank}</Table.Th>
          <Table.Th>{text.terminalId}</Table.Th>
          <Table.Th>{text.connection}</Table.Th>
          <Table.Th>{text.serial}</Table.Th>
          <Table.Th>{text.active}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {terminals.map((t) => (
          <Table.Tr key={t.id} data-testid={`terminal-row-${t.id}`}>
            <Table.Td fw={600}>{t.title}</Table.Td>
            <Table.Td>{bankLabel(t.bankProvider)}</Table.Td>
            <Table.Td>
              <Text size="sm" dir="ltr" ta="right">
                {toPersianDigits(t.terminalId)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" dir="ltr" ta="right">
                {t.ip ? toPersianDigits(`${t.ip}:${t.port ?? ''}`) : text.cable}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" dir="ltr" ta="right">
                {t.serialNumber ? toPersianDigits(t.serialNumber) : '—'}
              </Text>
            </Table.Td>
            <Table.Td>
              <Switch
                checked={t.active}
                aria-label={text.activeLabel(t.title)}
                data-testid={`terminal-switch-${t.id}`}
                onChange={(e) => {
                  const active = e.currentTarget.checked;
                  void run(() => setActive.mutateAsync({ id: t.id, active }));
                }}
              />
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => onEdit(t)}
                  data-testid={`terminal-edit-${t.id}`}
                >
                  {terminalMessages.edit}
                </Button>
                <RemovePopover
                  question={text.confirmRemove(t.title)}
                  testId={`terminal-remove-${t.id}`}
                  onConfirm={() => void run(() => remove.mutateAsync(t.id))}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
