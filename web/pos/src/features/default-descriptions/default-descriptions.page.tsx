// /bo/default-descriptions: the canned notes cashiers add to order lines and orders, a page at a
// time, searched by text, with create / edit / remove.
import { Badge, Table } from '@mantine/core';
import type { DefaultDescriptionView } from '@sofre/engine/contracts';
import { commonMessages, PagedRecordsScreen, RemovePopover } from '@sofre/web-shared';
import { RowActionsCell, RowButton } from '../../back-office-ui/row-actions.tsx';
import { runAndNotify } from '../../back-office-ui/run-and-notify.ts';
import { DescriptionForm } from './description.form.tsx';
import { PAGE_SIZE, useDescriptionPage, useRemoveDescription } from './default-descriptions.api.ts';
import {
  descriptionMessages as text,
  descriptionTargetLabels,
} from './default-descriptions.messages.ts';

export function DefaultDescriptionsPage() {
  return (
    <PagedRecordsScreen
      texts={text}
      screenTestId="default-descriptions-page"
      testId="description"
      usePage={useDescriptionPage}
      pageSize={PAGE_SIZE}
      table={(rows, edit) => <DescriptionsTable rows={rows} onEdit={edit} />}
      form={(note, done) => <DescriptionForm note={note} onDone={done} />}
    />
  );
}

function DescriptionsTable({
  rows,
  onEdit,
}: {
  rows: readonly DefaultDescriptionView[];
  onEdit: (note: DefaultDescriptionView) => void;
}) {
  const remove = useRemoveDescription();
  return (
    <Table striped highlightOnHover verticalSpacing="sm" data-testid="description-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{text.table.title}</Table.Th>
          <Table.Th>{text.table.target}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((note) => (
          <Table.Tr key={note.id} data-testid={`description-row-${note.id}`}>
            <Table.Td fw={600}>{note.title}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={note.target === 'ITEM' ? 'blue' : 'grape'}>
                {descriptionTargetLabels[note.target]}
              </Badge>
            </Table.Td>
            <RowActionsCell>
              <RowButton
                label={commonMessages.edit}
                onClick={() => onEdit(note)}
                testId={`description-edit-${note.id}`}
              />
              <RemovePopover
                question={text.confirmRemove(note.title)}
                testId={`description-remove-${note.id}`}
                onConfirm={() => void runAndNotify(() => remove.mutateAsync(note.id), text.saved)}
              />
            </RowActionsCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
