// /bo/dispatch (issue 14): courier orders ready for shipment, the restaurant's bikers and the
// orders on the way, live (the `dispatch` signal). The dispatcher gives an order to a free biker or asks a courier provider;
// the gateway refuses a biker who just went busy or off shift, and the lists catch up by themselves.
import { Grid, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { notifySuccess, useNow } from '@sofre/web-shared';
import {
  useBikers,
  useOrdersOnTheWay,
  useReadyOrders,
  useRequestCourier,
  type CourierChoice,
} from './dispatch.api.ts';
import { dispatchMessages as text } from './dispatch.messages.ts';
import { CouriersList } from './couriers.list.tsx';
import { OnTheWayList } from './on-the-way.list.tsx';
import { ReadyOrderCard } from './ready-order.card.tsx';

export function DispatchPage() {
  const orders = useReadyOrders();
  const bikers = useBikers();
  const going = useOrdersOnTheWay();
  const request = useRequestCourier();
  const now = useNow(30_000);
  const all = bikers.data ?? [];
  const free = all.filter((b) => b.availability === 'FREE');
  const send = (orderId: string, choice: CourierChoice) => {
    const name =
      choice.provider === 'OWN_FLEET'
        ? (all.find((b) => b.id === choice.bikerId)?.name ?? '')
        : text.providers[choice.provider];
    request.mutate(
      { orderId, choice },
      {
        onSuccess: () =>
          notifySuccess(
            choice.provider === 'OWN_FLEET' ? text.assigned(name) : text.requested(name),
          ),
      },
    );
  };
  const ready = orders.data ?? [];
  return (
    <Stack gap="sm" data-testid="dispatch-page">
      <Title order={2}>{text.title}</Title>
      <Text c="dimmed" size="sm">
        {text.intro}
      </Text>
      <Grid gap="md">
        <Grid.Col span={8}>
          <Title order={4} mb="xs">
            {text.ready}
          </Title>
          <ScrollArea.Autosize mah="calc(100vh - 220px)">
            <Stack gap="sm" data-testid="dispatch-ready">
              {!orders.isPending && ready.length === 0 && <Text c="dimmed">{text.noReady}</Text>}
              {ready.map((order) => (
                <ReadyOrderCard
                  key={order.orderId}
                  order={order}
                  freeBikers={free}
                  now={now}
                  busy={request.isPending && request.variables.orderId === order.orderId}
                  onSend={(choice) => send(order.orderId, choice)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Grid.Col>
        <Grid.Col span={4}>
          <ScrollArea.Autosize mah="calc(100vh - 180px)">
            <Stack gap="md">
              <div>
                <Title order={4} mb="xs">
                  {text.couriers}
                </Title>
                <CouriersList bikers={all} />
              </div>
              <div>
                <Title order={4} mb="xs">
                  {text.onTheWay}
                </Title>
                <OnTheWayList orders={going.data ?? []} loading={going.isPending} now={now} />
              </div>
            </Stack>
          </ScrollArea.Autosize>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
