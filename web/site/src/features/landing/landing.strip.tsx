// What a customer needs to know before ordering, under the header: open now or when it opens
// (Tehran time), the minimum basket, how long the kitchen takes, and the table of a QR code.
import { Alert, Badge, Group, Skeleton } from '@mantine/core';
import { formatNumber, toPersianDigits, useMoney } from '@sofre/web-shared';
import { landingMessages as text } from '../../messages/ordering.messages.ts';
import type { SiteLanding } from './landing.api.ts';
import { describeOpening, openingAt } from './opening-hours.ts';

export interface LandingStripProps {
  readonly landing: SiteLanding | undefined;
  readonly table: string | undefined;
}

export function LandingStrip({ landing, table }: LandingStripProps) {
  const money = useMoney();
  if (!landing) return <Skeleton h={28} radius="xl" />;
  const opens =
    !landing.isOpenNow && landing.nextOpening
      ? openingAt(landing.nextOpening, new Date().toISOString())
      : undefined;
  return (
    <>
      <Group gap={6} data-testid="landing-strip">
        <Badge
          color={landing.isOpenNow ? 'green' : 'red'}
          variant="light"
          data-testid="vendor-open"
          data-open={landing.isOpenNow}
        >
          {landing.isOpenNow ? text.openNow : text.closedNow}
        </Badge>
        {table && (
          <Badge color="grape" variant="light" data-testid="landing-table">
            {text.table(toPersianDigits(table))}
          </Badge>
        )}
        <Badge color="gray" variant="light">
          {text.preparation(formatNumber(landing.preparationTime))}
        </Badge>
        {landing.minimumBasket > 0 && (
          <Badge color="gray" variant="light" data-testid="minimum-basket">
            {text.minimumBasket(money(landing.minimumBasket))}
          </Badge>
        )}
      </Group>
      {!landing.isOpenNow && (
        <Alert
          color="red"
          variant="light"
          p="xs"
          title={text.closedNotice}
          data-testid="vendor-closed"
        >
          {opens && text.opensAt(describeOpening(opens))}
        </Alert>
      )}
    </>
  );
}
