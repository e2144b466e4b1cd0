// /bo/delivery-zones (issue 5): the restaurant's delivery zones on a map of Tehran. The manager
// draws a zone by clicking its corners, drags corners to adjust it, names it and prices delivery
// there, enables/disables and removes zones, and checks which zone (and price) a point falls in.
import { Button, Grid, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { DeliveryZoneView } from '@sofre/engine/contracts';
import { useReducer, useState } from 'react';
import { AddressCheckPanel } from './address-check.panel.tsx';
import { useDeliveryZones } from './delivery-zones.api.ts';
import { zoneMessages as m } from './delivery-zones.messages.ts';
import { DrawingPanel } from './drawing.panel.tsx';
import { useAddressCheck } from './use-address-check.ts';
import { idleDraft, zoneDraftReducer } from './zone-draft.ts';
import { ZoneList } from './zone.list.tsx';
import { ZoneForm } from './zone.form.tsx';
import { ZoneMap } from './zone-map.tsx';

export function DeliveryZonesPage() {
  const zones = useDeliveryZones();
  const [draft, dispatch] = useReducer(zoneDraftReducer, idleDraft);
  const [picking, setPicking] = useState(false);
  const [showTiles, setShowTiles] = useState(false);
  const check = useAddressCheck();
  const all = zones.data ?? [];
  const editedZone = draft.mode === 'idle' ? undefined : all.find((z) => z.id === draft.zoneId);

  const edit = (zone: DeliveryZoneView) => {
    setPicking(false);
    dispatch({ type: 'edit', zone });
  };
  const startNew = () => {
    setPicking(false);
    dispatch({ type: 'start' });
  };

  return (
    <Stack gap="md" data-testid="delivery-zones-page">
      <Group justify="space-between">
        <Title order={2}>{m.title}</Title>
        <Button onClick={startNew} disabled={draft.mode !== 'idle'} data-testid="zone-new">
          {m.newZone}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {m.intro}
      </Text>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xs">
            <ZoneMap
              zones={all}
              draft={draft}
              dispatch={dispatch}
              picking={picking && draft.mode !== 'drawing'}
              onPick={check.pick}
              checked={check.checked}
              onSelectZone={edit}
              showTiles={showTiles}
            />
            <Switch
              size="xs"
              label={m.map.tiles}
              checked={showTiles}
              onChange={(e) => setShowTiles(e.currentTarget.checked)}
              data-testid="zone-map-tiles"
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {draft.mode === 'drawing' && (
              <DrawingPanel corners={draft.corners.length} dispatch={dispatch} />
            )}
            {draft.mode === 'editing' && (
              <ZoneForm
                key={draft.zoneId ?? 'new'}
                zone={editedZone}
                corners={draft.corners}
                dispatch={dispatch}
              />
            )}
            <AddressCheckPanel
              state={check}
              picking={picking}
              onPickingChange={(on) => setPicking(on && draft.mode !== 'drawing')}
            />
            <ZoneList
              zones={all}
              loading={zones.isPending}
              busy={draft.mode !== 'idle'}
              onEdit={edit}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
