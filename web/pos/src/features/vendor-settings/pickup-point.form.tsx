// Where couriers pick the vendor's orders up: a click on the map (or the coordinates typed, in
// any digits) and the address a courier reads. The same map as the delivery zones' — a coordinate
// grid that works offline, OpenStreetMap tiles when turned on. Without a point of its own the
// platform's default point is used; the reset button goes back to it.
import 'leaflet/dist/leaflet.css';
import '../delivery-zones/zone-map.css';
import { Button, Group, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { saveForm } from '@sofre/web-shared';
import { useState } from 'react';
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  TileLayer,
  useMapEvents,
} from 'react-leaflet';
import { CoordinateGridLayer } from '../delivery-zones/coordinate-grid.layer.tsx';
import {
  asTypedCoordinate,
  formatCoordinate,
  parseLatitude,
  parseLongitude,
  roundCoordinate,
} from '../delivery-zones/coordinates.ts';
import { zoneMessages } from '../delivery-zones/delivery-zones.messages.ts';
import { TEHRAN_CENTRE } from '../delivery-zones/zone-map.tsx';
import { useSetPickupPoint, type PickupPoint } from './vendor-settings.api.ts';
import { settingsMessages } from './vendor-settings.messages.ts';

const text = settingsMessages.pickup;
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

interface PickupValues {
  pickupPoint: { latitude: string; longitude: string; address: string };
}

function MapClicks({ onClick }: { onClick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: ({ latlng }) => onClick(latlng.lat, latlng.lng) });
  return null;
}

export function PickupPointForm({ point }: { point: PickupPoint | null }) {
  const save = useSetPickupPoint();
  const [showTiles, setShowTiles] = useState(false);
  const form = useForm<PickupValues>({
    initialValues: {
      pickupPoint: {
        latitude: point ? formatCoordinate(point.latitude) : '',
        longitude: point ? formatCoordinate(point.longitude) : '',
        address: point?.address ?? '',
      },
    },
    validate: {
      pickupPoint: {
        latitude: (v) =>
          v === ''
            ? text.pickRequired
            : parseLatitude(v) === undefined
              ? text.coordinateInvalid
              : null,
        longitude: (v) =>
          v === ''
            ? text.pickRequired
            : parseLongitude(v) === undefined
              ? text.coordinateInvalid
              : null,
        address: (v) => (v.trim() ? null : text.addressRequired),
      },
    },
  });
  const typed = form.getValues().pickupPoint;
  const latitude = parseLatitude(typed.latitude);
  const longitude = parseLongitude(typed.longitude);
  const chosen = latitude !== undefined && longitude !== undefined;

  const pick = (lat: number, lng: number) => {
    form.setFieldValue('pickupPoint.latitude', formatCoordinate(roundCoordinate(lat)));
    form.setFieldValue('pickupPoint.longitude', formatCoordinate(roundCoordinate(lng)));
    form.clearFieldError('pickupPoint.latitude');
    form.clearFieldError('pickupPoint.longitude');
  };

  const submit = form.onSubmit(async ({ pickupPoint: v }) => {
    const next = {
      latitude: roundCoordinate(parseLatitude(v.latitude)!),
      longitude: roundCoordinate(parseLongitude(v.longitude)!),
      address: v.address.trim(),
    };
    await saveForm(form, () => save.mutateAsync(next), {
      saved: settingsMessages.saved,
      onDone: () => undefined,
    });
  });
  const reset = async () => {
    await saveForm(form, () => save.mutateAsync(null), {
      saved: settingsMessages.saved,
      onDone: () => form.setValues({ pickupPoint: { latitude: '', longitude: '', address: '' } }),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="pickup-point-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {text.intro}
        </Text>
        {point === null && (
          <Text size="sm" c="orange" data-testid="pickup-point-none">
            {text.none}
          </Text>
        )}
        <div className="zone-map-frame is-picking" data-testid="pickup-point-map">
          <MapContainer
            center={point ? [point.latitude, point.longitude] : TEHRAN_CENTRE}
            zoom={point ? 15 : 12}
            className="zone-map"
            style={{ height: 300 }}
            doubleClickZoom={false}
            attributionControl={false}
          >
            <AttributionControl prefix={zoneMessages.map.credits} />
            {showTiles && <TileLayer url={OSM_TILES} attribution={zoneMessages.map.tilesCredit} />}
            <CoordinateGridLayer />
            {chosen && (
              <CircleMarker
                center={[latitude, longitude]}
                radius={9}
                pathOptions={{ color: '#c92a2a', fillColor: '#fa5252', fillOpacity: 0.9 }}
                interactive={false}
              />
            )}
            <MapClicks onClick={pick} />
          </MapContainer>
        </div>
        <Switch
          size="xs"
          label={zoneMessages.map.tiles}
          checked={showTiles}
          onChange={(e) => setShowTiles(e.currentTarget.checked)}
        />
        <Group grow align="flex-start">
          <TextInput
            label={text.latitude}
            dir="ltr"
            inputMode="decimal"
            data-testid="pickup-point-latitude"
            {...form.getInputProps('pickupPoint.latitude')}
            onChange={(e) =>
              form.setFieldValue('pickupPoint.latitude', asTypedCoordinate(e.currentTarget.value))
            }
          />
          <TextInput
            label={text.longitude}
            dir="ltr"
            inputMode="decimal"
            data-testid="pickup-point-longitude"
            {...form.getInputProps('pickupPoint.longitude')}
            onChange={(e) =>
              form.setFieldValue('pickupPoint.longitude', asTypedCoordinate(e.currentTarget.value))
            }
          />
        </Group>
        <Textarea
          label={text.address}
          description={text.addressHint}
          withAsterisk
          autosize
          minRows={2}
          maxLength={300}
          data-testid="pickup-point-address"
          {...form.getInputProps('pickupPoint.address')}
        />
        <Group justify="flex-end">
          {point !== null && (
            <Button
              variant="default"
              onClick={reset}
              loading={save.isPending}
              data-testid="pickup-point-reset"
            >
              {text.reset}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} data-testid="pickup-point-save">
            {text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
