// Every status the order reached, with when: a Jalali date and Tehran time (the API's times are
// UTC). The last one is where the order is now.
import { Text, Timeline } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import { formatDateTime, orderStatusColors, orderStatusLabels } from '@sofre/web-shared';

export function StatusTimeline({ order }: { order: OrderTracker }) {
  const last = order.timeline.length - 1;
  return (
    <Timeline active={last} bulletSize={16} lineWidth={2} data-testid="order-timeline">
      {order.timeline.map((step, i) => (
        <Timeline.Item
          key={`${step.status}-${step.at}-${i}`}
          title={orderStatusLabels[step.status]}
          color={orderStatusColors[step.status]}
          data-status={step.status}
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(step.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
