// One report: its period (named range or Jalali days), its grid with the totals row, server-side
// paging (and sorting, where the route sorts), and its Excel download. A report is only its
// definition (report-definition.ts); this page is the same for all of them.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { SortChangedEvent } from 'ag-grid-community';
import { currencyWords, notifyError, PageHeader, Pager, useCurrencyUnit } from '@sofre/web-shared';
import { useMemo, useState } from 'react';
import { appMessages, tableMessages as m } from '../../messages/reports.messages.ts';
import { RangePicker } from '../report-range/range-picker.tsx';
import { rangeDays, rangeQuery, type RangeChoice } from '../report-range/report-range.ts';
import { detailColumn } from './detail-column.tsx';
import { columnDefs } from './report-columns.ts';
import { sumColumns, type ReportDefinition, type Row } from './report-definition.ts';
import { downloadExcel, useReport } from './report.api.ts';
import { ReportGrid } from './report-grid.tsx';

const PAGE_SIZE = 20;

function periodQuery(report: ReportDefinition, choice: RangeChoice) {
  if (report.period !== 'days') return rangeQuery(choice);
  const { from, to } = rangeDays(choice, new Date());
  return { FromDate: from, ToDate: to };
}

export function ReportPage({ report }: { report: ReportDefinition }) {
  const unit = useCurrencyUnit();
  const [choice, setChoice] = useState<RangeChoice>({ range: 'TODAY' });
  const [pageNumber, setPageNumber] = useState(1);
  const [sortBy, setSortBy] = useState(report.serverSort?.initial);
  const [downloading, setDownloading] = useState(false);
  const [opened, setOpened] = useState<Row>();
  const filter = {
    ...report.query,
    ...periodQuery(report, choice),
    ...(report.serverSort && sortBy ? { [report.serverSort.param]: sortBy } : {}),
  };
  const paging = report.paged ? { PageNumber: pageNumber, PageSize: PAGE_SIZE } : {};
  const { data, isFetching, isError, refetch } = useReport(report, { ...filter, ...paging });

  const rows = useMemo(() => (data === undefined ? [] : report.rows(data)), [data, report]);
  const totals = useMemo((): Row | undefined => {
    if (data === undefined || rows.length === 0) return undefined;
    if (report.totals) return report.totals(data);
    return report.paged || !report.columns.some((c) => c.total)
      ? undefined
      : sumColumns(rows, report.columns);
  }, [data, report, rows]);
  const columns = useMemo(() => {
    const cells = columnDefs(report.columns, unit, {
      // A page of a paged report sorts only where the server does; a whole report sorts here.
      sortable: (c) => (report.paged ? (report.serverSort ? !!c.sortBy : false) : true),
      totalsLabel: m.totals,
    });
    return report.detail ? [...cells, detailColumn(setOpened)] : cells;
  }, [report, unit]);
  const onSortChanged = (event: SortChangedEvent<Row>) => {
    if (!report.serverSort) return;
    const sorted = event.api.getColumnState().find((c) => c.sort);
    const column = report.columns.find((c) => c.field === sorted?.colId);
    setSortBy(column?.sortBy ?? report.serverSort.initial);
    setPageNumber(1);
  };
  const choose = (next: RangeChoice) => {
    setChoice(next);
    setPageNumber(1);
  };
  const excel = async () => {
    setDownloading(true);
    try {
      await downloadExcel(report.route, filter);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md" data-testid={`report-${report.slug}`}>
      <PageHeader
        title={report.title}
        intro={report.intro}
        action={
          report.excel && (
            <Button
              variant="light"
              loading={downloading}
              onClick={() => void excel()}
              data-testid="excel"
            >
              {m.excel}
            </Button>
          )
        }
      />
      <Group justify="space-between" align="flex-end">
        <RangePicker value={choice} onChange={choose} />
        {report.columns.some((c) => c.kind === 'money') && (
          <Text size="sm" c="dimmed" data-testid="money-unit">
            {m.amountsIn(currencyWords[unit])}
          </Text>
        )}
      </Group>
      {isError && (
        <Alert color="red" title={appMessages.loadFailed}>
          <Button mt="xs" size="xs" variant="light" onClick={() => void refetch()}>
            {appMessages.retry}
          </Button>
        </Alert>
      )}
      <ReportGrid
        rows={rows}
        columns={columns}
        totals={totals}
        loading={isFetching && data === undefined}
        onSortChanged={onSortChanged}
        onRowClicked={report.detail ? setOpened : undefined}
        testId="report-grid"
      />
      {report.paged && data !== undefined && (
        <Group justify="flex-end">
          <Pager
            pageNumber={pageNumber}
            pageSize={PAGE_SIZE}
            totalCount={report.paged(data)}
            onPage={setPageNumber}
            unit={m.rows}
            testId="report-pager"
          />
        </Group>
      )}
      {report.detail && <report.detail row={opened} onClose={() => setOpened(undefined)} />}
    </Stack>
  );
}
