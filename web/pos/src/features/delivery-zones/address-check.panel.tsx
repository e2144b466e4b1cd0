// "Check an address" beside the map: latitude and longitude typed in any digits, or picked on the
// map; the answer says which zone takes the point and what delivery costs there, or the site's
// own out-of-zone refusal (spec §8).
import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useMoney } from '@sofre/web-shared';
import { zoneMessages as m } from './delivery-zones.messages.ts';
import type { AddressCheck } from './use-address-check.ts';

export interface AddressCheckPanelProps {
  readonly state: AddressCheck;
  readonly picking: boolean;
  readonly onPickingChange: (picking: boolean) => void;
}

export function AddressCheckPanel({ state, picking, onPickingChange }: AddressCheckPanelProps) {
  const money = useMoney();
  const { answer } = state;
  return (
    <Paper withBorder p="md" data-testid="zone-check">
      <Stack gap="sm">
        <Title order={5}>{m.check.title}</Title>
        <Group grow gap="xs" align="flex-start">
          <TextInput
            label={m.check.latitude}
            value={state.latitude}
            inputMode="decimal"
            onChange={(e) => state.setLatitude(e.currentTarget.value)}
            error={state.latitudeInvalid ? m.check.invalid : undefined}
            data-testid="zone-check-latitude"
          />
          <TextInput
            label={m.check.longitude}
            value={state.longitude}
            inputMode="decimal"
            onChange={(e) => state.setLongitude(e.currentTarget.value)}
            error={state.longitudeInvalid ? m.check.invalid : undefined}
            data-testid="zone-check-longitude"
          />
        </Group>
        <Group gap="xs">
          <Button onClick={state.checkTyped} loading={state.pending} data-testid="zone-check-run">
            {m.check.run}
          </Button>
          <Button
            variant={picking ? 'filled' : 'light'}
            color={picking ? 'orange' : undefined}
            onClick={() => onPickingChange(!picking)}
            data-testid="zone-check-pick"
          >
            {picking ? m.check.picking : m.check.pickOnMap}
          </Button>
        </Group>
        {answer && (
          <Alert
            color={answer.inside ? 'green' : 'red'}
            data-testid="zone-check-result"
            data-inside={String(answer.inside)}
          >
            {answer.inside
              ? m.check.inside(answer.quote.vendorsProperName, money(answer.quote.price))
              : answer.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
