// The floor follows who sits where: a table's open orders are read with the floor, and the floor's
// own live topics say only that a table or category changed. So when the order list's live topic
// shows an order sitting down at a table, leaving it (finished, cancelled) or moving, the floor is
// read again — once per change of the seating, never in a loop.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { tablesKey } from './dining-tables.api.ts';

/** `seating` says which orders are at which table (open-bills seatingOf); undefined until known. */
export function useFloorFollowsSeating(seating: string | undefined): void {
  const queryClient = useQueryClient();
  const last = useRef<string>(undefined);
  useEffect(() => {
    if (seating === undefined) return;
    if (last.current !== undefined && last.current !== seating)
      void queryClient.invalidateQueries({ queryKey: tablesKey });
    last.current = seating;
  }, [seating, queryClient]);
}
