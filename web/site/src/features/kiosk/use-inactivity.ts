// The inactivity watch on screen (inactivity.ts decides): while `watching`, every touch or key
// starts the minute again; then the question is asked, and silence calls `onExpire`. While the
// question is open only its own answer counts (a touch elsewhere could land on «شروع دوباره»).
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  inactivityPhase,
  kioskInactivity,
  nextCheckIn,
  type InactivityPhase,
  type InactivityPolicy,
} from './inactivity.ts';

const active: InactivityPhase = { kind: 'active' };

export interface InactivityWatch {
  readonly phase: InactivityPhase;
  /** The customer answered «ادامهٔ سفارش»: the minute starts again. */
  readonly stillHere: () => void;
}

export function useInactivity(
  watching: boolean,
  onExpire: () => void,
  policy: InactivityPolicy = kioskInactivity,
): InactivityWatch {
  const [phase, setPhase] = useState<InactivityPhase>(active);
  const lastTouch = useRef(0);
  const shown = useRef<InactivityPhase>(active);
  const expire = useRef(onExpire);
  const restartWatch = useRef(() => undefined as void);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (!watching) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (next: InactivityPhase) => {
      shown.current = next;
      setPhase(next);
    };
    const check = () => {
      const now = Date.now();
      const next = inactivityPhase(lastTouch.current, now, policy);
      show(next);
      if (next.kind === 'expired') expire.current();
      else timer = setTimeout(check, nextCheckIn(lastTouch.current, now, policy));
    };
    const restart = () => {
      lastTouch.current = Date.now();
      clearTimeout(timer);
      check();
    };
    const touched = () => {
      if (shown.current.kind === 'active') lastTouch.current = Date.now();
    };
    restartWatch.current = restart;
    lastTouch.current = Date.now();
    timer = setTimeout(check, 0);
    window.addEventListener('pointerdown', touched, true);
    window.addEventListener('keydown', touched, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', touched, true);
      window.removeEventListener('keydown', touched, true);
      restartWatch.current = () => undefined;
      shown.current = active;
      setPhase(active);
    };
  }, [watching, policy]);

  const stillHere = useCallback(() => restartWatch.current(), []);
  return { phase: watching ? phase : active, stillHere };
}
