// The POS top bar: app title, vendor, who is logged in, network status and logout.
import { Button, Group, Text, Title } from '@mantine/core';
import {
  authMessages,
  hasSession,
  logOutOfBackOffice,
  NetworkBadge,
  useProfile,
  useVendor,
} from '@sofre/web-shared';
import { useState, type ReactNode } from 'react';
import { posMessages } from '../messages/pos.messages.ts';

export function PosHeader({ burger }: { readonly burger?: ReactNode }) {
  const vendor = useVendor();
  const profile = useProfile();
  const [leaving, setLeaving] = useState(false);
  return (
    <Group justify="space-between" px="md" h="100%">
      <Group gap="sm">
        {burger}
        <Title order={3}>{posMessages.appTitle}</Title>
        {vendor.data && <Text c="dimmed">{vendor.data.name}</Text>}
      </Group>
      <Group gap="sm">
        {profile.data && (
          <Text size="sm" data-testid="current-user">
            {profile.data.firstName} {profile.data.lastName}
          </Text>
        )}
        <NetworkBadge />
        {hasSession() && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={leaving}
            data-testid="logout"
            onClick={() => {
              setLeaving(true);
              void logOutOfBackOffice();
            }}
          >
            {authMessages.logout}
          </Button>
        )}
      </Group>
    </Group>
  );
}
