// Signal topics (the menu, `records:<kind>`) say "changed" rather than sending rows: this hook
// follows one and invalidates a TanStack query each time, so the screen refetches what it shows.
// The first signal after a (re)subscribe also refetches: whatever changed while away is read.
import type { SignalTopic } from '@sofre/engine/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLiveTopic } from './live-context.tsx';

export function useLiveInvalidation(topic: SignalTopic | undefined, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const { position } = useLiveTopic(topic);
  // Keys are small arrays made anew each render: compare them by value, not by identity.
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (position === undefined) return;
    void queryClient.invalidateQueries({ queryKey: JSON.parse(keyText) as QueryKey });
  }, [position, queryClient, keyText]);
}
