// The «جزئیات» column of a report whose rows open a detail: a button in each row (reachable with
// the keyboard, where a row click is not), none in the totals row.
import { Button } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { tableMessages } from '../../messages/reports.messages.ts';
import type { Row } from './report-definition.ts';

export function detailColumn(onOpen: (row: Row) => void): ColDef<Row> {
  return {
    colId: 'detail',
    headerName: '',
    sortable: false,
    minWidth: 96,
    maxWidth: 110,
    cellRenderer: ({ data, node }: ICellRendererParams<Row>) =>
      data && !node.rowPinned ? (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onOpen(data)}
          data-testid="row-detail"
        >
          {tableMessages.detail}
        </Button>
      ) : null,
  };
}
