// The manager's today: KPIs against a week ago, sales by hour, the mix, top items and toppings,
// and rejections — fetched once, then moved by each live hour row (use-live-dashboard.ts).
import { Alert, Button, Center, Grid, Group, Loader, Stack } from '@mantine/core';
import { NetworkBadge, PageHeader } from '@sofre/web-shared';
import { appMessages, dashboardMessages as m } from '../../messages/reports.messages.ts';
import { jalaliDay } from '../../shared/report-format.ts';
import { CancellationsCard } from './cancellations.card.tsx';
import { KpiCards } from './kpi-cards.tsx';
import { MixCharts } from './mix.charts.tsx';
import { SalesByHourChart } from './sales-by-hour.chart.tsx';
import { TopItemsCard } from './top-items.card.tsx';
import { useLiveDashboard, useTodayCancellations } from './use-live-dashboard.ts';

export function DashboardPage() {
  const { query, report, live } = useLiveDashboard();
  const cancellations = useTodayCancellations(report, live?.figures.rejected.today ?? 0);
  if (query.isError && !report)
    return (
      <Alert color="red" title={appMessages.loadFailed}>
        <Button mt="sm" variant="light" onClick={() => void query.refetch()}>
          {appMessages.retry}
        </Button>
      </Alert>
    );
  if (!report || !live)
    return (
      <Center h={240}>
        <Loader />
      </Center>
    );
  const { figures } = live;
  const hour = Math.max(report.hour, ...live.hours.map((h) => Number(h.period.slice(11, 13))));
  return (
    <Stack gap="md" data-testid="dashboard" data-day={report.day}>
      <PageHeader
        title={m.title}
        intro={m.intro(jalaliDay(report.day), jalaliDay(report.weekAgoDay))}
        action={
          <Group gap="xs">
            <NetworkBadge />
          </Group>
        }
      />
      <KpiCards figures={figures} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SalesByHourChart hours={live.hours} weekAgoHours={report.weekAgoHours} hour={hour} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CancellationsCard
            count={figures.rejected.today}
            latest={cancellations?.latest ?? report.cancellations.latest}
          />
        </Grid.Col>
      </Grid>
      <MixCharts figures={figures} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TopItemsCard title={m.topItems} items={figures.topItems} testId="top-items" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TopItemsCard title={m.topToppings} items={figures.topToppings} testId="top-toppings" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
