// The network flags of spec §4. One status is shown at a time:
//  online        the socket is open and every subscribed topic has caught up (a page with no
//                topic is online once the socket is open: the pill opens it, network-badge.tsx);
//  sync          the socket is open (or opening for the first time) and a topic is catching up;
//  reconnecting  the connection dropped and the client is retrying.
export type NetworkStatus = 'online' | 'sync' | 'reconnecting';

export interface NetworkFlags {
  readonly online: boolean;
  readonly sync: boolean;
  readonly reconnecting: boolean;
}

export const flagsOf = (status: NetworkStatus): NetworkFlags => ({
  online: status !== 'reconnecting',
  sync: status === 'sync',
  reconnecting: status === 'reconnecting',
});
