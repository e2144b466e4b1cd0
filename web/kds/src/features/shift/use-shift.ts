// "Start shift": browsers play sound only after a user gesture, so one tap at the start of the
// shift unlocks audio, enters full screen and keeps the screen awake (FIELD-NOTES). The shift is
// kept across reloads (localStorage): after one the screen stays awake, and since the browser has
// locked audio again, the screen asks plainly for one tap (audioLocked) — any tap or key unlocks.
import { useCallback, useEffect, useRef, useState } from 'react';
import { playChime } from './chime.ts';
import { useWakeLock } from './use-wake-lock.ts';

const KEY = 'sofre.kds.shift';

export interface Shift {
  readonly started: boolean;
  /** The shift runs but the browser has not let the screen play sound since it loaded. */
  readonly audioLocked: boolean;
  readonly start: () => Promise<void>;
  readonly end: () => void;
  /** Unlocks audio (and full screen) from a tap: the prompt's button. */
  readonly unlock: () => Promise<void>;
  /** Rings once a shift has started and audio is unlocked; silent before. */
  readonly chime: () => void;
}

export function useShift(): Shift {
  const [started, setStarted] = useState(() => localStorage.getItem(KEY) === 'on');
  const [audioReady, setAudioReady] = useState(false);
  const audio = useRef<AudioContext | null>(null);
  useWakeLock(started);

  const unlock = useCallback(async () => {
    audio.current ??= new AudioContext();
    await audio.current.resume();
    if (!document.fullscreenElement) {
      try {
        await document.documentElement.requestFullscreen();
      } catch {
        // Full screen refused (e.g. inside a kiosk frame): the board works without it.
      }
    }
    setAudioReady(audio.current.state === 'running');
    playChime(audio.current);
  }, []);

  const start = useCallback(async () => {
    localStorage.setItem(KEY, 'on');
    setStarted(true);
    await unlock();
  }, [unlock]);

  const end = useCallback(() => {
    localStorage.removeItem(KEY);
    setStarted(false);
  }, []);

  // After a reload the shift runs with audio locked: the first tap or key anywhere unlocks it.
  useEffect(() => {
    if (!started || audioReady) return;
    const onGesture = () => void unlock();
    window.addEventListener('pointerdown', onGesture, { once: true });
    window.addEventListener('keydown', onGesture, { once: true });
    return () => {
      window.removeEventListener('pointerdown', onGesture);
      window.removeEventListener('keydown', onGesture);
    };
  }, [started, audioReady, unlock]);

  const chime = useCallback(() => {
    if (audio.current?.state === 'running') playChime(audio.current);
  }, []);

  return { started, audioLocked: started && !audioReady, start, end, unlock, chime };
}
