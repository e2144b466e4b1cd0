// The POS's bell for online orders waiting to be taken: a toast and a ring when one arrives, and
// a ring every RING_EVERY_MS until none waits. Browsers let a page sound only after a gesture, so
// the bell is made at the cashier's first touch or key (not before: the browser would refuse it
// and say so), and says so while it cannot ring.
import { notifications } from '@mantine/notifications';
import type { OrderListRow } from '@sofre/engine/contracts';
import { playChime } from '@sofre/web-shared';
import { useEffect, useRef, useState } from 'react';
import { newlyArrived } from './incoming-orders.ts';
import { incomingMessages as text } from './incoming-orders.messages.ts';

export const RING_EVERY_MS = 20_000;

export function useOrderBell(waiting: readonly OrderListRow[]) {
  const audio = useRef<AudioContext | undefined>(undefined);
  const seen = useRef(new Set<string>());
  const [canRing, setCanRing] = useState(false);

  useEffect(() => {
    const wake = () => {
      audio.current ??= new AudioContext();
      void audio.current.resume().then(() => setCanRing(audio.current?.state === 'running'));
    };
    window.addEventListener('pointerdown', wake);
    window.addEventListener('keydown', wake);
    return () => {
      window.removeEventListener('pointerdown', wake);
      window.removeEventListener('keydown', wake);
    };
  }, []);

  const ids = waiting.map((o) => o.orderId).join(',');
  useEffect(() => {
    const arrived = newlyArrived(seen.current, waiting);
    for (const id of arrived) {
      seen.current.add(id);
      const order = waiting.find((o) => o.orderId === id)!;
      notifications.show({
        color: 'orange',
        title: text.arrivedTitle,
        message: text.arrived(order.number),
      });
    }
    if (arrived.length > 0) ring(audio.current);
    if (waiting.length === 0) return;
    const timer = window.setInterval(() => ring(audio.current), RING_EVERY_MS);
    return () => window.clearInterval(timer);
    // The ids say when the waiting orders changed; the rows themselves are new every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);

  return { canRing };
}

function ring(audio: AudioContext | undefined) {
  if (audio?.state === 'running') playChime(audio);
}
