// "Start shift": browsers play sound only after a user gesture, so one tap at the start of the
// shift unlocks audio, enters full screen and keeps the screen awake (FIELD-NOTES).
import { useCallback, useRef, useState } from 'react';
import { playChime } from './chime.ts';
import { useWakeLock } from './use-wake-lock.ts';

export interface Shift {
  readonly started: boolean;
  readonly start: () => Promise<void>;
  /** Rings once a shift has started; silent before. */
  readonly chime: () => void;
}

export function useShift(): Shift {
  const [started, setStarted] = useState(false);
  const audio = useRef<AudioContext | null>(null);
  useWakeLock(started);

  const start = useCallback(async () => {
    audio.current ??= new AudioContext();
    await audio.current.resume();
    try {
      await document.documentElement.requestFullscreen();
    } catch {
      // Full screen refused (e.g. inside a kiosk frame): the board works without it.
    }
    setStarted(true);
    playChime(audio.current);
  }, []);

  const chime = useCallback(() => {
    if (audio.current?.state === 'running') playChime(audio.current);
  }, []);

  return { started, start, chime };
}
