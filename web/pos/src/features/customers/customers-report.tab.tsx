// Who bought in a period (Jalali days, either end open), biggest spender first: orders, total in
// the vendor's unit, last order; and the same rows as an Excel file.
import { Button, Group, Paper, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  formatDateTime,
  formatNumber,
  notifyError,
  Pager,
  toPersianDigits,
  useMoney,
  usePagedSearch,
} from '@sofre/web-shared';
import { useState } from 'react';
import { downloadCustomersReport, useCustomersReport } from './customers.api.ts';
import { customerMessages as m } from './customers.messages.ts';
import { JalaliDayField } from '../../back-office-ui/jalali-day.field.tsx';

const dayWords = { anyDay: m.report.anyDay, clear: m.report.clear };

export function CustomersReportTab() {
  const [fromDate, setFromDate] = useState<string>();
  const [toDate, setToDate] = useState<string>();
  const paging = usePagedSearch();
  const [downloading, setDownloading] = useState(false);
  const query = {
    pageNumber: paging.pageNumber,
    search: paging.settledSearch,
    fromDate,
    toDate,
  };
  const report = useCustomersReport(query);
  const money = useMoney();
  const rows = report.data?.data ?? [];
  const onBound = (set: (day: string | undefined) => void) => (day: string | undefined) => {
    set(day);
    paging.setPageNumber(1);
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCustomersReport(query);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <JalaliDayField
            label={m.report.from}
            value={fromDate}
            onChange={onBound(setFromDate)}
            testId="report-from"
            words={dayWords}
          />
          <JalaliDayField
            label={m.report.to}
            value={toDate}
            onChange={onBound(setToDate)}
            testId="report-to"
            words={dayWords}
          />
          <TextInput
            label={m.report.search}
            value={paging.search}
            onChange={(e) => paging.setSearch(e.currentTarget.value)}
            data-testid="report-search"
          />
        </Group>
        <Button
          variant="light"
          color="teal"
          loading={downloading}
          onClick={download}
          data-testid="report-excel"
        >
          {m.report.excel}
        </Button>
      </Group>
      <Paper withBorder radius="md">
        <ScrollArea>
          <Table striped verticalSpacing="sm" data-testid="report-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.report.name}</Table.Th>
                <Table.Th>{m.report.phone}</Table.Th>
                <Table.Th>{m.report.orderCount}</Table.Th>
                <Table.Th>{m.report.totalSpent}</Table.Th>
                <Table.Th>{m.report.lastOrder}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.phoneNumber} data-testid={`report-row-${r.phoneNumber}`}>
                  <Table.Td fw={600}>
                    {`${r.firstName} ${r.lastName}`.trim() || m.report.unregistered}
                  </Table.Td>
                  <Table.Td dir="ltr" style={{ textAlign: 'right' }}>
                    {toPersianDigits(r.phoneNumber)}
                  </Table.Td>
                  <Table.Td>{formatNumber(r.orderCount)}</Table.Td>
                  <Table.Td className="tabular-nums">{money(r.totalSpent)}</Table.Td>
                  <Table.Td>{r.lastOrderAt ? formatDateTime(r.lastOrderAt) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {rows.length === 0 && !report.isPending && (
          <Text c="dimmed" ta="center" py="xl" data-testid="report-empty">
            {m.report.empty}
          </Text>
        )}
      </Paper>
      {report.data && (
        <Pager
          pageNumber={report.data.pageNumber}
          pageSize={report.data.pageSize}
          totalCount={report.data.totalCount}
          onPage={paging.setPageNumber}
          testId="report-pages"
        />
      )}
    </Stack>
  );
}
