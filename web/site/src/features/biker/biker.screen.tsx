// /biker: the restaurant's courier on their phone (issue 14). After the login, the order given to
// them with the way there and the customer's phone, and a button per step of the trip; the list
// follows the fleet live (a new order given, one taken back), and while a trip is on the phone
// shares its position for the customer's tracker.
import { Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  clearAllStorage,
  formatNumber,
  hasSession,
  notifySuccess,
  useProfile,
} from '@sofre/web-shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bikerMessages as text } from './biker.messages.ts';
import { BikerLoginView } from './biker-login.view.tsx';
import { BikerOrderCard } from './biker-order.card.tsx';
import { useBikerOrders, useBikerStep } from './biker.api.ts';
import { currentOrder, deliveredBy } from './trip-steps.ts';
import { useShareLocation } from './use-share-location.ts';

function BikerOrders({ bikerId, onLogout }: { bikerId: string; onLogout: () => void }) {
  const orders = useBikerOrders();
  const step = useBikerStep();
  const all = orders.data ?? [];
  const current = currentOrder(all, bikerId);
  const { state, here } = useShareLocation(current !== undefined);
  const recent = deliveredBy(all, bikerId).slice(0, 3);
  return (
    <Stack gap="sm" data-testid="biker-screen">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {text.title}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={onLogout}>
          {text.logout}
        </Button>
      </Group>
      {orders.isPending && (
        <Center mih={200}>
          <Loader aria-label={text.loading} />
        </Center>
      )}
      {current ? (
        <BikerOrderCard
          order={current}
          here={here}
          sharing={state}
          busy={step.isPending}
          onStep={(status) =>
            step.mutate(
              { orderId: current.orderId, status },
              {
                onSuccess: () => {
                  if (status === 'CANCELED') notifySuccess(text.giveBack.done);
                },
              },
            )
          }
        />
      ) : (
        !orders.isPending && (
          <Paper withBorder radius="md" p="lg" data-testid="biker-no-order">
            <Text fw={600}>{text.noOrder}</Text>
            <Text size="sm" c="dimmed">
              {text.waitHint}
            </Text>
          </Paper>
        )
      )}
      {recent.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {text.recent}
          </Text>
          {recent.map((o) => (
            <Group key={o.orderId} justify="space-between" data-testid="biker-delivered">
              <Text size="sm">
                {text.order(o.number === undefined ? '' : formatNumber(o.number))}
              </Text>
              <Text size="sm" c="teal">
                {text.tripStatus.DELIVERED}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export default function BikerScreen() {
  const queryClient = useQueryClient();
  const profile = useProfile();
  const [loggedIn, setLoggedIn] = useState<string | undefined>(undefined);
  const known = profile.data?.kind === 'BIKER' ? profile.data.id : undefined;
  const bikerId = loggedIn ?? known;
  const logout = () => {
    clearAllStorage();
    queryClient.clear();
    setLoggedIn(undefined);
  };
  const checking = hasSession() && profile.isPending && !loggedIn;
  return (
    <Container size={480} px="sm" py="sm" component="main">
      {checking ? (
        <Center mih={240}>
          <Loader aria-label={text.loading} />
        </Center>
      ) : bikerId ? (
        <BikerOrders bikerId={bikerId} onLogout={logout} />
      ) : (
        <Stack>
          {profile.data && <Text c="orange">{text.notBiker}</Text>}
          <BikerLoginView onLoggedIn={setLoggedIn} />
        </Stack>
      )}
    </Container>
  );
}
