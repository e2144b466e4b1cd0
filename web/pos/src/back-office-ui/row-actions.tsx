// The last cell of a back-office table row: its small text buttons (edit, change roles, remove),
// side by side at the row's end.
import { Button, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export function RowActionsCell({ children }: { readonly children: ReactNode }) {
  return (
    <Table.Td>
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {children}
      </Group>
    </Table.Td>
  );
}

export interface RowButtonProps {
  readonly label: string;
  readonly onClick: () => void;
  readonly testId: string;
  /** Red, for an action that opens a removal's confirmation. */
  readonly danger?: boolean;
}

export function RowButton({ label, onClick, testId, danger }: RowButtonProps) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color={danger ? 'red' : undefined}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
