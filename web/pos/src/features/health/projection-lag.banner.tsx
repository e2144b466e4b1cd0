// A quiet strip over the section when the screens fall behind the log (a dead projector, a slow
// database); nothing at all while they keep up.
import { Alert } from '@mantine/core';
import { useHealthReport } from './health.api.ts';
import { healthMessages } from './health.messages.ts';
import { lagToWarnAbout } from './projection-lag.ts';

export function ProjectionLagBanner() {
  const lag = lagToWarnAbout(useHealthReport().data);
  if (lag === undefined) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="sm"
      py={6}
      mb="sm"
      role="status"
      title={healthMessages.lagTitle}
      data-testid="projection-lag-banner"
    >
      {healthMessages.lagBody(lag)}
    </Alert>
  );
}
