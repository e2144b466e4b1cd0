// The grid of a report: ag-grid in its right-to-left mode with Persian words, the totals pinned
// under the rows, grown to its rows up to a height, then scrolling.
import {
  AllCommunityModule,
  ModuleRegistry,
  themeQuartz,
  type ColDef,
  type SortChangedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { gridLocaleText } from '../../messages/reports.messages.ts';
import type { Row } from './report-definition.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

const theme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 14,
  headerFontWeight: 700,
  accentColor: '#007a5e',
  headerBackgroundColor: '#f1f3f5',
  wrapperBorderRadius: 8,
});

const AUTO_HEIGHT_ROWS = 15;

export interface ReportGridProps {
  readonly rows: readonly Row[];
  readonly columns: ColDef<Row>[];
  readonly totals?: Row;
  readonly loading: boolean;
  readonly onSortChanged?: (event: SortChangedEvent<Row>) => void;
  /** A click on a row of data (not the totals row): the report opens its detail. */
  readonly onRowClicked?: (row: Row) => void;
  readonly testId: string;
}

export function ReportGrid({
  rows,
  columns,
  totals,
  loading,
  onSortChanged,
  onRowClicked,
  testId,
}: ReportGridProps) {
  const grow = rows.length <= AUTO_HEIGHT_ROWS;
  return (
    <div data-testid={testId} data-rows={rows.length} style={grow ? undefined : { height: 560 }}>
      <AgGridReact<Row>
        theme={theme}
        enableRtl
        localeText={gridLocaleText}
        rowData={rows as Row[]}
        columnDefs={columns}
        pinnedBottomRowData={totals ? [totals] : undefined}
        domLayout={grow ? 'autoHeight' : 'normal'}
        loading={loading}
        suppressCellFocus
        onSortChanged={onSortChanged}
        onRowClicked={(event) => {
          if (onRowClicked && event.data && !event.node.rowPinned) onRowClicked(event.data);
        }}
        rowStyle={onRowClicked ? { cursor: 'pointer' } : undefined}
      />
    </div>
  );
}
