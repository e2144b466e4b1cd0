// The screen says it is on every 20 s (and at once when it opens or changes stations), with the
// stations it shows, so the back office sees a kitchen screen that fell silent.
import { KITCHEN_SCREEN_BEAT_MS } from '@sofre/engine/kitchen';
import { useEffect } from 'react';
import { sendHeartbeat } from './kitchen-stations.api.ts';
import { screenId } from './use-station-choice.ts';

export function useHeartbeat(name: string, stations: readonly string[]): void {
  const said = JSON.stringify([name, stations]);
  useEffect(() => {
    const [screenName, ids] = JSON.parse(said) as [string, string[]];
    const beat = () =>
      void sendHeartbeat({ screenId: screenId(), name: screenName, stations: ids }).catch(() => {
        // Offline: the next beat says it again; the health page shows the silence meanwhile.
      });
    beat();
    const timer = setInterval(beat, KITCHEN_SCREEN_BEAT_MS);
    return () => clearInterval(timer);
  }, [said]);
}
