// "Start shift" is the kitchen's one setup step: browsers play sound only after a user gesture, so
// that tap asks the browser for sound, enters full screen and keeps the screen awake (FIELD-NOTES).
// The shift, and with it the choice of sound, is remembered (localStorage). After a reload the
// screen asks for sound again at once, without waiting for a tap: a page that reloads itself after
// that tap, or a kiosk browser allowed to play sound, gets it, so the kitchen comes back with its
// sound on. Only while the browser really refuses (the page reloaded from the browser's own
// button, a crashed tab) does the screen say so plainly; the first tap or key then turns it on.
import { playChime } from '@sofre/web-shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWakeLock } from './use-wake-lock.ts';

const KEY = 'sofre.kds.shift';
/** A refused start neither fails nor ends (the browser holds it for a gesture): wait this long. */
const SOUND_CHECK_MS = 800;

/** off: no shift; asking: the browser is being asked; on: chimes ring; blocked: refused for now. */
export type SoundState = 'off' | 'asking' | 'on' | 'blocked';

export interface Shift {
  readonly started: boolean;
  readonly sound: SoundState;
  /** The shift runs but the browser will not play its sound until someone taps the screen. */
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
  const [soundOn, setSoundOn] = useState<boolean | undefined>(undefined);
  const audio = useRef<AudioContext | null>(null);
  useWakeLock(started);

  const openAudio = useCallback((): AudioContext => {
    if (!audio.current) {
      const context = new AudioContext();
      context.onstatechange = () => setSoundOn(context.state === 'running');
      audio.current = context;
    }
    return audio.current;
  }, []);

  const unlock = useCallback(async () => {
    const context = openAudio();
    await context.resume();
    if (!document.fullscreenElement) {
      try {
        await document.documentElement.requestFullscreen();
      } catch {
        // Full screen refused (e.g. inside a kiosk frame): the board works without it.
      }
    }
    setSoundOn(context.state === 'running');
    playChime(context);
  }, [openAudio]);

  const start = useCallback(async () => {
    localStorage.setItem(KEY, 'on');
    setStarted(true);
    await unlock();
  }, [unlock]);

  const end = useCallback(() => {
    localStorage.removeItem(KEY);
    setStarted(false);
  }, []);

  // A shift that was running when the page loaded: sound was chosen, ask for it without a tap.
  useEffect(() => {
    if (!started) return;
    const context = openAudio();
    const running = context.state === 'running';
    if (!running) void context.resume();
    const check = setTimeout(
      () => setSoundOn(context.state === 'running'),
      running ? 0 : SOUND_CHECK_MS,
    );
    return () => clearTimeout(check);
  }, [started, openAudio]);

  // While the browser refuses, the first tap or key anywhere turns the sound on.
  const blocked = started && soundOn === false;
  useEffect(() => {
    if (!blocked) return;
    const onGesture = () => void unlock();
    window.addEventListener('pointerdown', onGesture, { once: true });
    window.addEventListener('keydown', onGesture, { once: true });
    return () => {
      window.removeEventListener('pointerdown', onGesture);
      window.removeEventListener('keydown', onGesture);
    };
  }, [blocked, unlock]);

  const chime = useCallback(() => {
    if (audio.current?.state === 'running') playChime(audio.current);
  }, []);

  const sound: SoundState = !started
    ? 'off'
    : soundOn === undefined
      ? 'asking'
      : soundOn
        ? 'on'
        : 'blocked';
  return { started, sound, audioLocked: blocked, start, end, unlock, chime };
}
