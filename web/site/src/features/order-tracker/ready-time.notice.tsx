// The expected ready time («آماده حدود ساعت ۱۲:۴۰», Tehran time) while the kitchen cooks, and
// the ready state once it is done. Announced politely so a screen reader hears it change.
import { Alert } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import { formatTime } from '@sofre/web-shared';
import { siteMessages } from '../../messages/site.messages.ts';
import { readyTime } from './ready-time.ts';

const text = siteMessages.tracker;

export function ReadyTimeNotice({ order }: { order: OrderTracker }) {
  const ready = readyTime(order);
  if (!ready) return null;
  const time = ready.at ? formatTime(ready.at) : undefined;
  return (
    <Alert
      color={ready.kind === 'ready' ? 'teal' : 'blue'}
      variant="light"
      role="status"
      data-testid="tracker-ready-time"
      data-kind={ready.kind}
      styles={{ message: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 700 } }}
    >
      {ready.kind === 'expected' ? text.expectedReady(time ?? '') : text.readyNow(time)}
    </Alert>
  );
}
