// The page of shifts: title, hours in one line (Persian digits, Saturday first), an active switch
// that saves at once, edit and remove.
import { Switch, Table, Text } from '@mantine/core';
import type { FoodShiftView } from '@sofre/engine/contracts';
import { commonMessages, RemovePopover } from '@sofre/web-shared';
import { RowActionsCell, RowButton } from '../../back-office-ui/row-actions.tsx';
import { runAndNotify } from '../../back-office-ui/run-and-notify.ts';
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
  const run = (action: () => Promise<unknown>) => runAndNotify(action, text.saved);
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
            <RowActionsCell>
              <RowButton
                label={commonMessages.edit}
                onClick={() => onEdit(shift)}
                testId={`food-shift-edit-${shift.id}`}
              />
              <RemovePopover
                question={text.confirmRemove(shift.title)}
                testId={`food-shift-remove-${shift.id}`}
                onConfirm={() => void run(() => remove.mutateAsync(shift.id))}
              />
            </RowActionsCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
