// The page of shifts: title, hours in one line (Persian digits, Saturday first), an active switch
// that saves at once, edit and remove.
import { Button, Group, Switch, Table, Text } from '@mantine/core';
import type { FoodShiftView } from '@sofre/engine/contracts';
import { notifySuccess, RemovePopover } from '@sofre/web-shared';
import { useRemoveFoodShift, useSaveFoodShift } from './food-shifts.api.ts';
import { foodShiftMessages as text } from './food-shifts.messages.ts';
import { hoursSummary } from './shift-hours.ts';

export interface FoodShiftsTableProps {
  readonly shifts: readonly FoodShiftView[];
  readonly onEdit: (shift: FoodShiftView) => void;
}

export function FoodShiftsTable({ shifts, onEdit }: FoodShiftsTableProps) {
  const save = useSaveFoodShift();
  const remove = useRemoveFoodShift();
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      notifySuccess(text.saved);
    } catch {
      // The query client has toasted the refusal.
    }
  };
  return (
    <Table striped highlightOnHover verticalSpacing="sm" data-testid="food-shift-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{text.table.title}</Table.Th>
          <Table.Th>{text.table.hours}</Table.Th>
          <Table.Th>{text.table.active}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shifts.map((shift) => (
          <Table.Tr key={shift.id} data-testid={`food-shift-row-${shift.id}`}>
            <Table.Td fw={600}>{shift.title}</Table.Td>
            <Table.Td>
              <Text size="sm">{hoursSummary(shift.times)}</Text>
            </Table.Td>
            <Table.Td>
              <Switch
                checked={shift.active}
                aria-label={text.table.active}
                data-testid={`food-shift-active-${shift.id}`}
                onChange={(event) => {
                  const { id, ...fields } = shift;
                  const active = event.currentTarget.checked;
                  void run(() => save.mutateAsync({ id, fields: { ...fields, active } }));
                }}
              />
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => onEdit(shift)}
                  data-testid={`food-shift-edit-${shift.id}`}
                >
                  {text.edit}
                </Button>
                <RemovePopover
                  question={text.confirmRemove(shift.title)}
                  testId={`food-shift-remove-${shift.id}`}
                  onConfirm={() => void run(() => remove.mutateAsync(shift.id))}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
