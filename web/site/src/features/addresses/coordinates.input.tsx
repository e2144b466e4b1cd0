// The picked point as numbers, to read or to type (from a message, another map app): Persian or
// Latin digits, applied when both are valid.
import { Button, Group, TextInput } from '@mantine/core';
import { toPersianDigits } from '@sofre/web-shared';
import { useState } from 'react';
import { addressMessages } from '../../messages/account.messages.ts';
import { parseCoordinate } from './coordinates.ts';
import type { GeoPoint } from './map-view.ts';

const text = addressMessages.form;

export function CoordinatesInput({
  value,
  onChange,
}: {
  value: GeoPoint | undefined;
  onChange: (point: GeoPoint) => void;
}) {
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  // A point picked on the map shows here (adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value) {
      setLat(toPersianDigits(value.latitude));
      setLng(toPersianDigits(value.longitude));
    }
  }
  const latitude = parseCoordinate(lat, 90);
  const longitude = parseCoordinate(lng, 180);
  const changed =
    latitude !== undefined &&
    longitude !== undefined &&
    (latitude !== value?.latitude || longitude !== value?.longitude);
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        size="xs"
        label={text.latitude}
        value={lat}
        onChange={(e) => setLat(e.currentTarget.value)}
        inputMode="decimal"
        dir="ltr"
        data-testid="address-latitude"
      />
      <TextInput
        size="xs"
        label={text.longitude}
        value={lng}
        onChange={(e) => setLng(e.currentTarget.value)}
        inputMode="decimal"
        dir="ltr"
        data-testid="address-longitude"
      />
      <Button
        size="xs"
        variant="light"
        disabled={!changed}
        onClick={() => onChange({ latitude: latitude!, longitude: longitude! })}
        data-testid="address-use-coordinates"
      >
        {text.useCoordinates}
      </Button>
    </Group>
  );
}
