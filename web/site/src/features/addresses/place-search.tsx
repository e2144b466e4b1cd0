// Finding the delivery point by name: the map has no tiles to read streets from, so the customer
// types a street or neighbourhood (users/map/search, nearest the picked point or Tehran's centre
// first) and taps a result to put the pin there.
import { Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PlaceFound } from '@sofre/engine/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { addressMessages } from '../../messages/account.messages.ts';
import { searchPlaces } from './addresses.api.ts';
import { TEHRAN, type GeoPoint } from './map-view.ts';

const text = addressMessages.form;
const SHOWN = 5;

export function PlaceSearch({ near, onPick }: { near?: GeoPoint; onPick: (p: GeoPoint) => void }) {
  const [term, setTerm] = useState('');
  const [wanted] = useDebouncedValue(term.trim(), 300);
  const [picked, setPicked] = useState<string>();
  const from = near ?? TEHRAN;
  const asking = wanted.length >= 2 && wanted !== picked;
  const found = useQuery({
    queryKey: ['place-search', wanted, from.latitude, from.longitude],
    queryFn: ({ signal }) => searchPlaces(wanted, from, signal),
    enabled: asking,
    // A failed search is no error to show: the map still takes a tap (meta silent).
    meta: { silent: true },
  });
  const pick = (place: PlaceFound) => {
    setTerm(place.title);
    setPicked(place.title);
    onPick({ latitude: place.latitude, longitude: place.longitude });
  };
  const places = asking ? (found.data?.places.slice(0, SHOWN) ?? []) : [];
  return (
    <Stack gap={4}>
      <TextInput
        type="search"
        aria-label={text.search}
        placeholder={text.searchPlaceholder}
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        rightSection={asking && found.isFetching ? <Loader size="xs" /> : undefined}
        data-testid="place-search"
      />
      {places.map((place) => (
        <UnstyledButton
          key={`${place.title}${place.latitude}${place.longitude}`}
          onClick={() => pick(place)}
          px="xs"
          py={4}
          style={{ borderRadius: 6, background: 'var(--mantine-color-gray-0)' }}
          data-testid="place-result"
        >
          <Text size="sm" fw={600}>
            {place.title}
          </Text>
          <Text size="xs" c="dimmed">
            {place.address}
          </Text>
        </UnstyledButton>
      ))}
      {asking && found.isSuccess && places.length === 0 && (
        <Text size="xs" c="dimmed" data-testid="place-none">
          {text.searchNone}
        </Text>
      )}
    </Stack>
  );
}
