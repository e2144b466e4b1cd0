// The small status badge every live screen shows (spec §4 network flags). Showing it keeps the
// live socket open, so on a page without live data it still tells the truth about the network.
import { Badge } from '@mantine/core';
import { useEffect } from 'react';
import { networkLabels } from '../messages/shared.messages.ts';
import { useLiveClient, useNetworkStatus } from './live-context.tsx';
import type { NetworkStatus } from './network-status.ts';

const colors: Record<NetworkStatus, string> = {
  online: 'green',
  sync: 'yellow',
  reconnecting: 'red',
};

export function NetworkBadge({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const client = useLiveClient();
  useEffect(() => client.watchConnection(), [client]);
  const status = useNetworkStatus();
  return (
    <Badge
      data-testid="network-status"
      data-status={status}
      color={colors[status]}
      variant="dot"
      size={size}
      aria-live="polite"
    >
      {networkLabels[status]}
    </Badge>
  );
}
