// The hourly report: the days (a named range or Jalali days) and the hours of each day, the
// summary of those hours (orders, sale, tips), then the items and toppings sold in them, paged.
import { Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ItemSaleView } from '@sofre/engine/contracts';
import {
  currencyWords,
  formatNumber,
  PageHeader,
  Pager,
  useCurrencyUnit,
  useMoney,
  useNow,
  useVendor,
} from '@sofre/web-shared';
import { useMemo, useState } from 'react';
import { hourlyMessages as m, itemKinds, tableMessages } from '../../messages/reports.messages.ts';
import { hourLabel } from '../../shared/report-format.ts';
import { RangePicker } from '../report-range/range-picker.tsx';
import { rangeDays, type RangeChoice } from '../report-range/report-range.ts';
import { columnDefs } from '../report-table/report-columns.ts';
import type { ReportColumn, Row } from '../report-table/report-definition.ts';
import { ReportGrid } from '../report-table/report-grid.tsx';
import { useHourlyItems, useHourlySummary } from './hourly.api.ts';

const PAGE_SIZE = 20;
const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: hourLabel(h) }));
const COLUMNS: ReportColumn[] = [
  { field: 'title', header: m.name, kind: 'text' },
  { field: 'kindLabel', header: m.kind, kind: 'text' },
  { field: 'count', header: m.count, kind: 'count' },
  { field: 'amount', header: m.amount, kind: 'money' },
];

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={22} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

export function HourlyReportPage() {
  const vendorId = useVendor().data?.id;
  const money = useMoney();
  const unit = useCurrencyUnit();
  const now = useNow(60_000);
  const [choice, setChoice] = useState<RangeChoice>({ range: 'TODAY' });
  const [hours, setHours] = useState({ fromHour: 0, toHour: 23 });
  const [pageNumber, setPageNumber] = useState(1);
  const filter = { ...rangeDays(choice, now), ...hours };
  const summary = useHourlySummary(vendorId, filter).data;
  const items = useHourlyItems(vendorId, filter, { pageNumber, pageSize: PAGE_SIZE });
  const rows = useMemo(
    () =>
      (items.data?.data ?? []).map(
        (i: ItemSaleView) => ({ ...i, kindLabel: itemKinds[i.kind] }) as Row,
      ),
    [items.data],
  );
  const columns = useMemo(
    () => columnDefs(COLUMNS, unit, { sortable: () => false, totalsLabel: tableMessages.totals }),
    [unit],
  );
  const hourSelect = (key: 'fromHour' | 'toHour', label: string) => (
    <Select
      label={label}
      data={HOURS}
      value={String(hours[key])}
      onChange={(v) => {
        setHours((h) => ({ ...h, [key]: Number(v ?? 0) }));
        setPageNumber(1);
      }}
      allowDeselect={false}
      w={110}
      data-testid={key}
    />
  );
  return (
    <Stack gap="md" data-testid="report-hourly">
      <PageHeader title={m.title} intro={m.intro} />
      <RangePicker
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setPageNumber(1);
        }}
      />
      <Group gap="sm">
        {hourSelect('fromHour', m.fromHour)}
        {hourSelect('toHour', m.toHour)}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure
          label={m.orderCount}
          value={formatNumber(summary?.orderCount ?? 0)}
          testId="hourly-orders"
        />
        <Figure label={m.totalSale} value={money(summary?.totalSale ?? 0)} testId="hourly-sale" />
        <Figure label={m.totalTip} value={money(summary?.totalTip ?? 0)} testId="hourly-tip" />
      </SimpleGrid>
      <Group justify="space-between">
        <Title order={5}>{m.items}</Title>
        <Text size="sm" c="dimmed">
          {tableMessages.amountsIn(currencyWords[unit])}
        </Text>
      </Group>
      <ReportGrid
        rows={rows}
        columns={columns}
        loading={items.isFetching && !items.data}
        testId="report-grid"
      />
      {items.data && (
        <Pager
          pageNumber={pageNumber}
          pageSize={PAGE_SIZE}
          totalCount={items.data.totalCount}
          onPage={setPageNumber}
          unit={tableMessages.rows}
          testId="report-pager"
        />
      )}
    </Stack>
  );
}
