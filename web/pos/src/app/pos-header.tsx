// The POS top bar: app title, vendor, network status.
import { Group, Text, Title } from '@mantine/core';
import { NetworkBadge, useVendor } from '@sofre/web-shared';
import { posMessages } from '../messages/pos.messages.ts';

export function PosHeader() {
  const vendor = useVendor();
  return (
    <Group justify="space-between" px="md" h="100%">
      <Group gap="sm">
        <Title order={3}>{posMessages.appTitle}</Title>
        {vendor.data && <Text c="dimmed">{vendor.data.name}</Text>}
      </Group>
      <NetworkBadge />
    </Group>
  );
}
