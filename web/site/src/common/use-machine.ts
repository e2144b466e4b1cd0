// A machine's actor for one screen, followed by React: the snapshot re-renders, send() sends. (The
// site keeps to xstate itself; @xstate/react's useMachine is the same idea.) The actor lives as
// long as the page: screen machines here hold no timers and only short calls.
import { useState, useSyncExternalStore } from 'react';
import {
  createActor,
  type Actor,
  type ActorOptions,
  type AnyStateMachine,
  type SnapshotFrom,
} from 'xstate';

export function useMachine<M extends AnyStateMachine>(
  machine: M,
  options?: ActorOptions<M>,
): [SnapshotFrom<M>, Actor<M>['send'], Actor<M>] {
  const [actor] = useState(() => createActor(machine, options).start());
  const snapshot = useSyncExternalStore(
    (onChange) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot(),
  );
  return [snapshot, actor.send, actor];
}
