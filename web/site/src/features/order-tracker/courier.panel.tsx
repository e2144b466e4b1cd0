// The courier of a courier order on the customer's tracker: the trip's status (assigned, accepted,
// at the restaurant, on the way, at the door), the courier's name and phone, and where the courier
// is once their phone shares it — read from GET /api/bikers/tracking/{orderId} and read again each
// time the `courier-tracker:<orderId>` signal says the courier moved. Nothing before a trip starts
// (the answer is null until then).
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { CourierTrackingAnswer } from '@sofre/engine/contracts';
import {
  apiRequest,
  formatDateTime,
  toPersianDigits,
  useLiveInvalidation,
} from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';
import { bikerMessages } from '../biker/biker.messages.ts';
import { CourierMap } from '../biker/courier-map.tsx';

const text = bikerMessages.tracker;

function useCourier(orderId: string) {
  const queryKey = ['courier-tracker', orderId];
  useLiveInvalidation(`courier-tracker:${orderId}`, queryKey);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/api/bikers/tracking/${encodeURIComponent(orderId)}`,
        response: CourierTrackingAnswer,
        signal,
      }),
    // The courier is an extra on the tracker: a failed read leaves the panel away, untoasted.
    meta: { silent: true },
  });
}

export function CourierPanel({ orderId }: { orderId: string }) {
  const { data: courier } = useCourier(orderId);
  if (!courier || courier.status === 'INITIATED' || courier.status === 'TRIPREQUESTED') return null;
  const { location } = courier;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="tracker-courier" data-status={courier.status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={700}>{text.title}</Text>
            <Text
              size="xs"
              c="dimmed"
              data-testid="tracker-courier-provider"
              data-provider={courier.provider}
            >
              {text.providers[courier.provider]}
            </Text>
          </Stack>
          <Badge variant="light" size="lg" data-testid="tracker-courier-status">
            {bikerMessages.tripStatus[courier.status]}
          </Badge>
        </Group>
        {courier.courier && (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {text.courier}: {courier.courier.name}
            </Text>
            <Anchor href={`tel:${courier.courier.phone}`} size="sm">
              {text.call} {toPersianDigits(courier.courier.phone)}
            </Anchor>
          </Group>
        )}
        {courier.status !== 'DELIVERED' && location && (
          <>
            <CourierMap
              destination={courier.destination}
              courier={location}
              height={180}
              label={bikerMessages.map}
            />
            <Text size="xs" c="dimmed" data-testid="tracker-courier-seen">
              {text.lastSeen(formatDateTime(location.at))}
            </Text>
          </>
        )}
        {courier.status !== 'DELIVERED' && !location && (
          <Text size="xs" c="dimmed">
            {text.noPosition}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
