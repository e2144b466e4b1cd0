// The small status badge every live screen shows (spec §4 network flags).
import { Badge } from '@mantine/core';
import { networkLabels } from '../messages/shared.messages.ts';
import { useNetworkStatus } from './live-context.tsx';
import type { NetworkStatus } from './network-status.ts';

const colors: Record<NetworkStatus, string> = {
  online: 'green',
  sync: 'yellow',
  reconnecting: 'red',
};

export function NetworkBadge({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' | 'xl' }) {
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
