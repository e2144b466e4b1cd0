// Which stations this screen shows, chosen on the screen and kept in the browser (localStorage),
// so a wall screen opens on its station after a reload or a power cut. Nothing chosen is expo.
import { useCallback, useState } from 'react';
import type { StationChoice } from './station-parts.ts';

const KEY = 'sofre.kds.stations';

export function readChoice(stored: string | null): StationChoice {
  try {
    const parsed: unknown = stored === null ? null : JSON.parse(stored);
    if (Array.isArray(parsed) && parsed.length > 0 && parsed.every((id) => typeof id === 'string'))
      return { kind: 'stations', ids: parsed as string[] };
  } catch {
    // A value this app did not write: expo.
  }
  return { kind: 'expo' };
}

export function useStationChoice() {
  const [choice, setChoice] = useState<StationChoice>(() => readChoice(localStorage.getItem(KEY)));
  const choose = useCallback((next: StationChoice) => {
    if (next.kind === 'expo') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(next.ids));
    setChoice(next);
  }, []);
  return { choice, choose };
}

const SCREEN_KEY = 'sofre.kds.screen-id';

/** This screen's own id, made once and kept: the health page tells the screens apart by it. */
export function screenId(): string {
  let id = localStorage.getItem(SCREEN_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(SCREEN_KEY, id);
  }
  return id;
}
