// The kitchen display: the screen's stations (one, several, or expo), their tickets live from the
// `kitchen-stations` topic, the all-day counts on top and the recall strip at the bottom. Nothing
// is polled; a reconnect resumes the topic from its position.
import {
  Alert,
  AppShell,
  Box,
  Center,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { KitchenOrder, KitchenSetup } from '@sofre/engine/contracts';
import { formatNumber, useLiveTopic, useNow } from '@sofre/web-shared';
import { useMemo, useState } from 'react';
import { AudioUnlockPrompt } from '../features/shift/audio-unlock.prompt.tsx';
import { useShift } from '../features/shift/use-shift.ts';
import { AllDayStrip } from '../features/stations/all-day.strip.tsx';
import { ExpoTicketCard } from '../features/stations/expo-ticket.card.tsx';
import { kitchenMove, useKitchenSetup } from '../features/stations/kitchen-stations.api.ts';
import { StationRecallStrip } from '../features/stations/recall.strip.tsx';
import {
  allDayCounts,
  linesOfStation,
  recallList,
  stationTickets,
  type StationChoice,
} from '../features/stations/station-parts.ts';
import { StationPicker } from '../features/stations/station-picker.modal.tsx';
import { StationTicketCard } from '../features/stations/station-ticket.card.tsx';
import { useBumpBar } from '../features/stations/use-bump-bar.ts';
import { useHeartbeat } from '../features/stations/use-heartbeat.ts';
import { useNewTicketAlert } from '../features/stations/use-new-ticket-alert.ts';
import { useStationChoice } from '../features/stations/use-station-choice.ts';
import { kdsMessages } from '../messages/kds.messages.ts';
import { KdsHeader } from './kds-header.tsx';

const text = kdsMessages.stations;

/** Oldest first: the kitchen works the queue in order. */
const queueOrder = (orders: Iterable<KitchenOrder>): KitchenOrder[] =>
  [...orders].sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.number - b.number);

const labelOf = (setup: KitchenSetup | undefined, choice: StationChoice) =>
  choice.kind === 'expo'
    ? text.expo
    : text.screenOf(
        choice.ids.map((id) => setup?.stations.find((s) => s.id === id)?.title ?? id).join('، '),
      );

function EmptyBoard({ label }: { label: string }) {
  return (
    <Center mih="50vh">
      <Stack align="center" gap="xs">
        <Title order={2}>{label}</Title>
        <Text fz="lg">{kdsMessages.emptyBoardHint}</Text>
      </Stack>
    </Center>
  );
}

export function KdsScreen() {
  const live = useLiveTopic<KitchenOrder>('kitchen-stations');
  const setup = useKitchenSetup();
  const { choice, choose } = useStationChoice();
  const [picking, setPicking] = useState(false);
  const shift = useShift();
  const now = useNow(1000);
  const orders = useMemo(() => queueOrder(live.rows.values()), [live.rows]);
  const stations = setup.data;
  const tickets = useMemo(
    () => (stations && choice.kind === 'stations' ? stationTickets(orders, stations, choice) : []),
    [orders, stations, choice],
  );
  const expoTickets = useMemo(
    () => (stations && choice.kind === 'expo' ? stationTickets(orders, stations, choice) : []),
    [orders, stations, choice],
  );
  const counts = useMemo(
    () => allDayCounts(choice.kind === 'expo' ? expoTickets : tickets),
    [choice.kind, expoTickets, tickets],
  );
  const recall = useMemo(
    () => (stations ? recallList([...orders, ...live.closed], stations, choice) : []),
    [orders, live.closed, stations, choice],
  );
  // A ticket is new to the screen when its order or its change is: an edit rings again.
  const keys = useMemo(
    () =>
      choice.kind === 'expo'
        ? orders.map((o) => `${o.orderId}|${o.changedAt ?? ''}`)
        : tickets.map((t) => `${t.order.orderId}|${t.station.id}|${t.order.changedAt ?? ''}`),
    [choice.kind, orders, tickets],
  );
  useNewTicketAlert(keys, live.synced, shift.chime);
  const label = labelOf(stations, choice);
  useHeartbeat(label, choice.kind === 'expo' ? [] : choice.ids);
  useBumpBar(
    (index) => {
      const t = tickets[index - 1];
      if (t) void kitchenMove({ kind: 'bump', orderId: t.order.orderId, stationId: t.station.id });
    },
    () => {
      const last = recall[0];
      if (last)
        void kitchenMove({
          kind: 'recall',
          orderId: last.order.orderId,
          stationId: last.station.id,
        });
    },
  );

  const queue = choice.kind === 'expo' ? orders.length : tickets.length;
  const board = !stations ? (
    <Center mih="50vh">
      <Loader size="xl" />
    </Center>
  ) : queue === 0 ? (
    <EmptyBoard label={choice.kind === 'expo' ? kdsMessages.emptyBoard : text.emptyStation} />
  ) : (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md" data-testid="kitchen-board">
      {choice.kind === 'expo'
        ? orders.map((o) => <ExpoTicketCard key={o.orderId} order={o} setup={stations} now={now} />)
        : tickets.map((t, i) => (
            <StationTicketCard
              key={`${t.station.id}-${t.order.orderId}`}
              ticket={t}
              now={now}
              index={i + 1}
              showStation={choice.ids.length > 1}
            />
          ))}
    </SimpleGrid>
  );

  return (
    <AppShell header={{ height: 80 }} padding="md">
      <AppShell.Header>
        <KdsHeader
          queue={queue}
          shift={shift}
          stationsLabel={label}
          onPickStations={() => setPicking(true)}
        />
      </AppShell.Header>
      <AppShell.Main>
        {live.hidden > 0 && (
          // The board starts from the newest tickets; older open ones are counted, not lost.
          <Alert color="yellow" mb="md" fz="lg" data-testid="hidden-tickets">
            {kdsMessages.hiddenTickets(formatNumber(live.hidden))}
          </Alert>
        )}
        <AllDayStrip counts={counts} />
        <Box pb={recall.length > 0 ? 110 : 0}>{board}</Box>
        <Box pos="fixed" bottom={12} left={12} right={12}>
          <StationRecallStrip
            parts={recall}
            linesOf={(p) => (stations ? linesOfStation(stations, p.order, p.station.id) : [])}
          />
        </Box>
        {stations && picking && (
          <StationPicker
            setup={stations}
            choice={choice}
            opened={picking}
            onClose={() => setPicking(false)}
            onChoose={choose}
          />
        )}
        <AudioUnlockPrompt shift={shift} />
      </AppShell.Main>
    </AppShell>
  );
}
