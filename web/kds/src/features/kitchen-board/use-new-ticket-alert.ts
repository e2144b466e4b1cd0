// Calls `onNew` when a ticket appears that was not on the board before. The first caught-up
// board is what was already there when the screen opened: it does not ring.
import { useEffect, useRef } from 'react';

export function useNewTicketAlert(
  ids: readonly string[],
  synced: boolean,
  onNew: () => void,
): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!synced) return;
    if (seen.current === null) {
      seen.current = new Set(ids);
      return;
    }
    const known = seen.current;
    const fresh = ids.filter((id) => !known.has(id));
    for (const id of fresh) known.add(id);
    if (fresh.length > 0) onNew();
  }, [ids, synced, onNew]);
}
