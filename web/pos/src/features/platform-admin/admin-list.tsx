// The admin's list pages (packages, codes) share their frame: a header with its «new» button, and
// a table of the records, or a line while they load or when there are none.
import { Button, Paper, Stack, Table, Text } from '@mantine/core';
import { PageHeader } from '@sofre/web-shared';
import type { ReactNode } from 'react';
import { platformMessages } from './platform.messages.ts';

interface AdminListProps {
  readonly testId: string;
  readonly title: string;
  readonly intro: string;
  readonly addLabel: string;
  readonly onAdd: () => void;
  readonly columns: readonly string[];
  readonly loading: boolean;
  readonly empty: string;
  /** The table's rows; none shows `empty`. */
  readonly rows: readonly ReactNode[];
  /** The form's modal. */
  readonly children: ReactNode;
}

export function AdminList(props: AdminListProps) {
  const { testId, rows } = props;
  return (
    <Stack gap="md" data-testid={`${testId}-page`}>
      <PageHeader
        title={props.title}
        intro={props.intro}
        action={
          <Button onClick={props.onAdd} data-testid={`${testId.replace(/s$/, '')}-new`}>
            {props.addLabel}
          </Button>
        }
      />
      <Paper withBorder p="sm">
        {rows.length === 0 ? (
          <Text c="dimmed">{props.loading ? platformMessages.loading : props.empty}</Text>
        ) : (
          <Table verticalSpacing="xs" data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows}</Table.Tbody>
          </Table>
        )}
      </Paper>
      {props.children}
    </Stack>
  );
}
