// Calls `onNew` when a ticket appears that was not on the screen before — a new order, or one
// changed after the kitchen had it (its key carries the change's time), so the chime rings again.
// The first caught-up screen is what was already there when it opened: it does not ring.
import { useEffect, useRef } from 'react';

export function useNewTicketAlert(
  keys: readonly string[],
  synced: boolean,
  onNew: () => void,
): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!synced) return;
    if (seen.current === null) {
      seen.current = new Set(keys);
      return;
    }
    const known = seen.current;
    const fresh = keys.filter((key) => !known.has(key));
    for (const key of fresh) known.add(key);
    if (fresh.length > 0) onNew();
  }, [keys, synced, onNew]);
}
