// The vendor's zones beside the map: name, delivery price, a switch to enable or disable, edit
// (opens the outline and the form) and remove (asks first).
import { Badge, Button, Group, Paper, Popover, Stack, Switch, Text } from '@mantine/core';
import type { DeliveryZoneView } from '@sofre/engine/contracts';
import { commonMessages, notifySuccess, toPersianDigits, useMoney } from '@sofre/web-shared';
import { useState } from 'react';
import { useEnableZone, useRemoveZone } from './delivery-zones.api.ts';
import { zoneMessages as m } from './delivery-zones.messages.ts';
import { openRing } from './zone-draft.ts';

export interface ZoneListProps {
  readonly zones: readonly DeliveryZoneView[];
  readonly loading: boolean;
  readonly busy: boolean;
  readonly onEdit: (zone: DeliveryZoneView) => void;
}

export function ZoneList({ zones, loading, busy, onEdit }: ZoneListProps) {
  if (loading) return <Text c="dimmed">{m.list.loading}</Text>;
  if (zones.length === 0)
    return (
      <Text c="dimmed" data-testid="zone-list-empty">
        {m.list.empty}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="zone-list">
      {zones.map((zone) => (
        <ZoneRow key={zone.id} zone={zone} busy={busy} onEdit={onEdit} />
      ))}
    </Stack>
  );
}

function ZoneRow({
  zone,
  busy,
  onEdit,
}: {
  zone: DeliveryZoneView;
  busy: boolean;
  onEdit: (zone: DeliveryZoneView) => void;
}) {
  const money = useMoney();
  const enable = useEnableZone();
  const remove = useRemoveZone();
  const [confirming, setConfirming] = useState(false);
  // A refusal is toasted by the query client (web-shared query-client.ts).
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      notifySuccess(commonMessages.operationSuccess);
    } catch {
      return;
    }
  };
  return (
    <Paper withBorder p="sm" data-testid={`zone-row-${zone.id}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700} data-testid="zone-row-name">
              {zone.vendorsProperName}
            </Text>
            <Badge color={zone.enabled ? 'green' : 'gray'} variant="light" size="sm">
              {zone.enabled ? m.list.enabled : m.list.disabled}
            </Badge>
          </Group>
          <Text size="sm" data-testid="zone-row-price">
            {money(zone.price)}
          </Text>
          <Text size="xs" c="dimmed">
            {m.list.corners(toPersianDigits(openRing(zone.polygon).length))}
          </Text>
        </Stack>
        <Switch
          checked={zone.enabled}
          disabled={enable.isPending}
          aria-label={zone.enabled ? m.list.enabled : m.list.disabled}
          data-testid={`zone-toggle-${zone.id}`}
          onChange={(event) => {
            const enabled = event.currentTarget.checked;
            void run(() => enable.mutateAsync({ id: zone.id, enabled }));
          }}
        />
      </Group>
      <Group gap="xs" mt="xs">
        <Button
          size="xs"
          variant="light"
          disabled={busy}
          onClick={() => onEdit(zone)}
          data-testid={`zone-edit-${zone.id}`}
        >
          {m.list.edit}
        </Button>
        <Popover opened={confirming} onChange={setConfirming} withArrow position="bottom">
          <Popover.Target>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={() => setConfirming((o) => !o)}
              data-testid={`zone-remove-${zone.id}`}
            >
              {m.list.remove}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs">
              <Text size="sm">{m.list.confirmRemove(zone.vendorsProperName)}</Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  color="red"
                  loading={remove.isPending}
                  data-testid={`zone-remove-confirm-${zone.id}`}
                  onClick={() =>
                    void run(() => remove.mutateAsync(zone.id)).then(() => setConfirming(false))
                  }
                >
                  {m.list.remove}
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  {m.form.cancel}
                </Button>
              </Group>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </Group>
    </Paper>
  );
}
