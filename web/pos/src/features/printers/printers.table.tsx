// The vendor's printers: name, network address (Persian digits), paper width; a test page, edit
// and remove. A printer a station still uses is refused by the server, whose message names the
// stations. With the sandbox printer, a test page links to the sandbox's pages.
import { Anchor, Table, Text } from '@mantine/core';
import type { PrinterView } from '@sofre/engine/contracts';
import {
  ApiError,
  commonMessages,
  notifyError,
  notifySuccess,
  RemovePopover,
  toApiError,
  toPersianDigits,
} from '@sofre/web-shared';
import { RowActionsCell, RowButton } from '../../back-office-ui/row-actions.tsx';
import { useState } from 'react';
import { useRemovePrinter, useTestPrint } from './printers.api.ts';
import { printerMessages } from './printers.messages.ts';

const text = printerMessages.printers;

export function PrintersTable({
  printers,
  onEdit,
}: {
  printers: readonly PrinterView[];
  onEdit: (printer: PrinterView) => void;
}) {
  const remove = useRemovePrinter();
  const testPrint = useTestPrint();
  const [sandboxPage, setSandboxPage] = useState<string>();
  if (printers.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md" data-testid="printer-empty">
        {text.empty}
      </Text>
    );
  const removeOne = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      notifySuccess(printerMessages.saved);
    } catch (error) {
      // PRINTER_IN_USE says which stations still print on it (its `id` field error).
      const apiError = toApiError(error);
      const detail = apiError.fieldMessage('id');
      notifyError(detail ? new ApiError(apiError.status, apiError.code, detail) : error);
    }
  };
  const printTest = (printer: PrinterView) =>
    testPrint.mutate(printer.id, {
      onSuccess: (answer) => {
        notifySuccess(text.testQueued(printer.name));
        setSandboxPage(answer.sandboxPage);
      },
    });
  return (
    <>
      <Table striped verticalSpacing="sm" data-testid="printer-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text.name}</Table.Th>
            <Table.Th>{text.address}</Table.Th>
            <Table.Th>{text.paper}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {printers.map((printer) => (
            <Table.Tr key={printer.id} data-testid={`printer-row-${printer.id}`}>
              <Table.Td fw={600}>{printer.name}</Table.Td>
              <Table.Td>
                <Text size="sm" dir="ltr" ta="right">
                  {toPersianDigits(`${printer.ip}:${printer.port}`)}
                </Text>
              </Table.Td>
              <Table.Td>{text.mm(toPersianDigits(printer.paperWidth))}</Table.Td>
              <RowActionsCell>
                <RowButton
                  label={text.testPrint}
                  onClick={() => printTest(printer)}
                  testId={`printer-test-${printer.id}`}
                />
                <RowButton
                  label={commonMessages.edit}
                  onClick={() => onEdit(printer)}
                  testId={`printer-edit-${printer.id}`}
                />
                <RemovePopover
                  question={text.confirmRemove(printer.name)}
                  testId={`printer-remove-${printer.id}`}
                  onConfirm={() => void removeOne(printer.id)}
                />
              </RowActionsCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {sandboxPage && (
        <Anchor href={sandboxPage} target="_blank" size="sm" data-testid="printer-sandbox-link">
          {text.sandboxLink}
        </Anchor>
      )}
    </>
  );
}
