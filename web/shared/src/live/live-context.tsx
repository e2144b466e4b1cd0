// React's way to the app's one LiveClient: a provider that owns it, and hooks that read a
// topic's rows and the network status with useSyncExternalStore.
import type { Topic } from '@sofre/engine/contracts';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { readAccessToken } from '../auth/auth-storage.ts';
import { tokenRenewal } from '../auth/session.ts';
import { LiveClient } from './live-client.ts';
import { flagsOf, type NetworkFlags, type NetworkStatus } from './network-status.ts';
import { emptyTopic, type LiveRow, type TopicState } from './topic-state.ts';

const LiveContext = createContext<LiveClient | null>(null);

/**
 * ws(s)://<this host>/live?domain=<hostname>&token=<access token>: websockets cannot send headers,
 * so the vendor and the staff token (for the kitchen board and the order list) go in the query.
 */
export function liveUrl(
  location: Location = window.location,
  token: string | undefined = readAccessToken(),
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ domain: location.hostname, ...(token ? { token } : {}) });
  return `${scheme}://${location.host}/live?${query}`;
}

export function LiveProvider({ children }: { children: ReactNode }) {
  // Each (re)connect asks for the token anew, renewed first if due: the staff's socket goes on
  // with the new token instead of the page reloading for it.
  const [client] = useState(
    () =>
      new LiveClient({
        url: async () => liveUrl(window.location, await tokenRenewal.freshToken()),
      }),
  );
  useEffect(() => {
    client.start();
    const online = () => client.reconnectNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      client.stop();
    };
  }, [client]);
  return <LiveContext.Provider value={client}>{children}</LiveContext.Provider>;
}

export function useLiveClient(): LiveClient {
  const client = useContext(LiveContext);
  if (!client) throw new Error('useLiveClient needs a <LiveProvider>');
  return client;
}

/** The rows of a topic, kept live; pass undefined to subscribe to nothing. */
export function useLiveTopic<Row extends LiveRow>(topic: Topic | undefined): TopicState<Row> {
  const client = useLiveClient();
  const subscribe = useCallback(
    (onChange: () => void) => (topic ? client.subscribe(topic, onChange) : () => undefined),
    [client, topic],
  );
  const read = useCallback(() => (topic ? client.getTopic(topic) : emptyTopic), [client, topic]);
  // Each topic carries the row type of its read model; the contract's union is narrowed here.
  return useSyncExternalStore(subscribe, read) as TopicState<Row>;
}

export function useNetworkStatus(): NetworkStatus {
  const client = useLiveClient();
  const subscribe = useCallback((onChange: () => void) => client.onStatus(onChange), [client]);
  return useSyncExternalStore(subscribe, client.getStatus);
}

export const useNetworkFlags = (): NetworkFlags => flagsOf(useNetworkStatus());
