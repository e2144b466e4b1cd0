// The vendor's printer stations: what each prints (kitchen or receipt), on which printers, which
// menu categories (or the whole order), how many copies; edit and remove.
import { Badge, Group, Table, Text } from '@mantine/core';
import type { PrinterStationView, PrinterView } from '@sofre/engine/contracts';
import { commonMessages, RemovePopover, toPersianDigits } from '@sofre/web-shared';
import { RowActionsCell, RowButton } from '../../back-office-ui/row-actions.tsx';
import { runAndNotify } from '../../back-office-ui/run-and-notify.ts';
import { useRemoveStation } from './printers.api.ts';
import { printerMessages, targetLabels } from './printers.messages.ts';

const text = printerMessages.stations;

export interface StationsTableProps {
  readonly stations: readonly PrinterStationView[];
  readonly printers: readonly PrinterView[];
  readonly categories: readonly { id: string; title: string }[];
  readonly onEdit: (station: PrinterStationView) => void;
}

export function StationsTable({ stations, printers, categories, onEdit }: StationsTableProps) {
  const remove = useRemoveStation();
  if (stations.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md" data-testid="station-empty">
        {text.empty}
      </Text>
    );
  const printerName = new Map(printers.map((p) => [p.id, p.name]));
  const categoryTitle = new Map(categories.map((c) => [c.id, c.title]));
  return (
    <Table striped verticalSpacing="sm" data-testid="station-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{text.name}</Table.Th>
          <Table.Th>{text.target}</Table.Th>
          <Table.Th>{text.printers}</Table.Th>
          <Table.Th>{text.categories}</Table.Th>
          <Table.Th>{text.copies}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stations.map((station) => (
          <Table.Tr key={station.id} data-testid={`station-row-${station.id}`}>
            <Table.Td fw={600}>{station.title}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={station.target === 'KITCHEN' ? 'orange' : 'teal'}>
                {targetLabels[station.target]}
              </Badge>
            </Table.Td>
            <Table.Td>
              {station.printerIds.map((id) => printerName.get(id) ?? text.unknown).join('، ')}
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {station.categoryIds.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {text.wholeOrder}
                  </Text>
                ) : (
                  station.categoryIds.map((id) => (
                    <Badge key={id} variant="outline" size="sm">
                      {categoryTitle.get(id) ?? text.unknown}
                    </Badge>
                  ))
                )}
              </Group>
            </Table.Td>
            <Table.Td>{toPersianDigits(station.copies)}</Table.Td>
            <RowActionsCell>
              <RowButton
                label={commonMessages.edit}
                onClick={() => onEdit(station)}
                testId={`station-edit-${station.id}`}
              />
              <RemovePopover
                question={text.confirmRemove(station.title)}
                testId={`station-remove-${station.id}`}
                onConfirm={() =>
                  void runAndNotify(() => remove.mutateAsync(station.id), printerMessages.saved)
                }
              />
            </RowActionsCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
