// The vendor's card readers: title, bank, terminal number, how it is connected (IP and port in
// Persian digits, or a cable), an on/off switch that takes effect at once, edit and remove.
import { Switch, Table, Text } from '@mantine/core';
import type { BankOption, PosTerminalView } from '@sofre/engine/contracts';
import { commonMessages, RemovePopover, toPersianDigits } from '@sofre/web-shared';
import { RowActionsCell, RowButton } from '../../back-office-ui/row-actions.tsx';
import { runAndNotify } from '../../back-office-ui/run-and-notify.ts';
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
  const run = (action: () => Promise<unknown>) => runAndNotify(action, terminalMessages.saved);
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
            <RowActionsCell>
              <RowButton
                label={commonMessages.edit}
                onClick={() => onEdit(t)}
                testId={`terminal-edit-${t.id}`}
              />
              <RemovePopover
                question={text.confirmRemove(t.title)}
                testId={`terminal-remove-${t.id}`}
                onConfirm={() => void run(() => remove.mutateAsync(t.id))}
              />
            </RowActionsCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
