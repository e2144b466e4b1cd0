// Paid: the order's number in big digits, the tracker QR for the customer's phone, and back to
// the start screen after 20 seconds (or at once with «سفارش تازه»).
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { kioskMessages } from './kiosk.messages.ts';
import { TrackerQr, trackerLink } from './tracker-qr.tsx';

const text = kioskMessages.done;

/** Seconds the number stays on screen. */
export const DONE_SECONDS = 20;

export interface DoneViewProps {
  readonly orderId: string;
  readonly number: number;
  readonly paid: string | undefined;
  readonly portrait: boolean;
  readonly onRestart: () => void;
}

function useCountdown(seconds: number, onEnd: () => void): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const timer = setInterval(() => setLeft((n) => n - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) onEnd();
  }, [left, onEnd]);
  return Math.max(0, left);
}

export function DoneView({ orderId, number, paid, portrait, onRestart }: DoneViewProps) {
  const left = useCountdown(DONE_SECONDS, onRestart);
  return (
    <Stack
      h="100%"
      align="center"
      justify="center"
      gap="lg"
      p="xl"
      bg="sofre.0"
      data-testid="kiosk-done"
      data-number={number}
    >
      <Stack gap={0} align="center" role="status" aria-label={text.headline(number)}>
        <Title order={1} fz={44} c="sofre.9">
          {text.title}
        </Title>
        <Text fz={portrait ? 120 : 104} fw={900} lh={1.1} data-testid="kiosk-order-number">
          {text.number(number)}
        </Text>
      </Stack>
      {paid && <Text fz={22}>{text.paid(paid)}</Text>}
      <Text fz={24} fw={700} ta="center">
        {text.pickup}
      </Text>
      <Paper withBorder radius="lg" p="sm">
        <Stack gap={4} align="center">
          <TrackerQr link={trackerLink(orderId)} size={portrait ? 220 : 168} label={text.qr} />
          <Text fz={18}>{text.qr}</Text>
        </Stack>
      </Paper>
      <Button size="xl" h={72} fz={24} onClick={onRestart} data-testid="kiosk-new-order">
        {text.newOrder}
      </Button>
      <Text fz={18} c="gray.7" data-testid="kiosk-done-countdown">
        {text.back(left)}
      </Text>
    </Stack>
  );
}
