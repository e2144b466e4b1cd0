// The packages on sale side by side for the chosen period: price in Toman (less an applied code's
// discount on its package), every feature ticked or not, the monthly caps, and what the vendor can
// do with it (buy, upgrade, renew; the free one is nobody's to buy).
import {
  Badge,
  Box,
  ScrollArea,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { FeatureView, PackageView, PlanView } from '@sofre/engine/contracts';
import type { BillingPeriod } from '@sofre/engine/subscriptions';
import { formatMoney, formatNumber } from '@sofre/web-shared';
import { usePackagePrice, type CodeCheck } from './subscription.api.ts';
import { subscriptionMessages } from './subscription.messages.ts';
import { packageAction, priceFor } from './subscription.rules.ts';

const text = subscriptionMessages.packages;
const PERIODS: BillingPeriod[] = ['MONTHLY', 'QUARTERLY', 'YEARLY'];

export interface PackagesPanelProps {
  readonly packages: readonly PackageView[];
  readonly features: readonly FeatureView[];
  readonly plan: PlanView | undefined;
  readonly period: BillingPeriod;
  readonly onPeriod: (period: BillingPeriod) => void;
  readonly code: CodeCheck | undefined;
  readonly onChoose: (pkg: PackageView) => void;
}

function Price({ pkg, period, code }: { pkg: PackageView; period: BillingPeriod; code?: string }) {
  const discounted = usePackagePrice(code ? pkg.id : undefined, code);
  const price = priceFor(pkg, period);
  if (pkg.free)
    return (
      <Text fz={22} fw={800}>
        {formatMoney(0)}
      </Text>
    );
  if (price === undefined)
    return (
      <Text size="sm" c="dimmed" h={34}>
        {text.notSold}
      </Text>
    );
  const withCode = discounted.data?.prices.find((p) => p.period === period);
  return (
    <Stack gap={0} data-testid={`package-price-${pkg.id}`}>
      <Group gap={6} align="baseline">
        <Text fz={22} fw={800}>
          {formatMoney(withCode?.amount ?? price)}
        </Text>
        <Text size="xs" c="dimmed">
          {subscriptionMessages.perPeriod[period]}
        </Text>
      </Group>
      {withCode && withCode.discount > 0 && (
        <Group gap={6}>
          <Text size="xs" c="dimmed" td="line-through">
            {formatMoney(withCode.price)}
          </Text>
          <Badge size="xs" color="teal" variant="light" data-testid={`package-discount-${pkg.id}`}>
            {text.withCode(code!)}
          </Badge>
        </Group>
      )}
    </Stack>
  );
}

const cap = (limit: number | null | undefined) =>
  limit == null ? text.noCap : formatNumber(limit);

function PackageCard(
  props: Omit<PackagesPanelProps, 'packages' | 'onPeriod'> & { pkg: PackageView },
) {
  const { pkg, features, plan, period, code, onChoose } = props;
  const action = packageAction(pkg, plan);
  const current = action === 'renew' || action === 'current-free';
  const sold = priceFor(pkg, period) !== undefined;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      h="100%"
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : {}}
      data-testid={`package-${pkg.id}`}
    >
      <Stack gap={8} h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4}>{pkg.title}</Title>
          {current && (
            <Badge variant="filled" size="sm">
              {text.currentBadge}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" lineClamp={2} h={34}>
          {pkg.description}
        </Text>
        <Price
          pkg={pkg}
          period={period}
          code={code?.packageId === pkg.id ? code.code : undefined}
        />
        <Stack gap={0} flex={1}>
          {features.map((f) => {
            const has = pkg.features.some((p) => p.id === f.id);
            return (
              <Text
                key={f.id}
                size="xs"
                c={has ? undefined : 'dimmed'}
                data-has={has || undefined}
                data-testid={`package-${pkg.id}-feature-${f.id}`}
              >
                <Text span c={has ? 'teal' : 'dimmed'} fw={700}>
                  {has ? '✓' : '✗'}
                </Text>{' '}
                {f.title}
              </Text>
            );
          })}
        </Stack>
        <Text size="xs" c="dimmed">
          {text.limits}:{' '}
          {text.limitsLine(cap(pkg.limits.ORDERS), cap(pkg.limits.SMS), cap(pkg.limits.BRANCHES))}
        </Text>
        {(action === 'renew' || action === 'upgrade' || action === 'buy') && (
          <Button
            fullWidth
            variant={action === 'buy' ? 'light' : 'filled'}
            disabled={!sold}
            onClick={() => onChoose(pkg)}
            data-testid={`package-choose-${pkg.id}`}
          >
            {text[action]}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export function PackagesPanel(props: PackagesPanelProps) {
  const { packages, period, onPeriod } = props;
  return (
    <Stack gap="sm">
      <SegmentedControl
        w="fit-content"
        value={period}
        onChange={(v) => onPeriod(v as BillingPeriod)}
        data={PERIODS.map((p) => ({ value: p, label: subscriptionMessages.periods[p] }))}
        data-testid="period-picker"
      />
      {/* One row, however many packages are on sale: side by side they compare at a glance, and
          nothing falls below the fold (past five or six the row scrolls sideways). */}
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="sm" wrap="nowrap" align="stretch">
          {packages.map((pkg) => (
            <Box key={pkg.id} miw={200} flex={1}>
              <PackageCard pkg={pkg} {...props} />
            </Box>
          ))}
        </Group>
      </ScrollArea>
    </Stack>
  );
}
