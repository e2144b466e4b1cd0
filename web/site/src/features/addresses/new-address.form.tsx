// A new delivery address: the point found by street or neighbourhood name or tapped on the map,
// checked against the covered zones as it is picked («choose from covered areas» otherwise, spec
// §8), the street filled in from the map, then a name and the plaque and unit. Saved only inside
// a zone; the save button stays at the bottom of the sheet, in sight on a phone however far the
// form scrolls.
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { AddressView } from '@sofre/engine/contracts';
import { notifyError, notifySuccess, useMoney } from '@sofre/web-shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addressMessages as text } from '../../messages/account.messages.ts';
import { addAddress, myAddressesKey } from './addresses.api.ts';
import { MapPicker } from './map-picker.tsx';
import type { GeoPoint } from './map-view.ts';
import { PlaceSearch } from './place-search.tsx';
import { usePointCheck } from './point-check.ts';

export function NewAddressForm({ onSaved }: { onSaved: (address: AddressView) => void }) {
  const money = useMoney();
  const queryClient = useQueryClient();
  const [point, setPoint] = useState<GeoPoint>();
  const [title, setTitle] = useState('');
  const [street, setStreet] = useState('');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const check = usePointCheck(point);
  // The map's street is the address text until the customer types their own.
  const [typed, setTyped] = useState(false);
  const addressText = typed ? street : (check.street ?? street);
  const covered = check.quote !== null && check.quote !== undefined;
  const ready = covered && title.trim() !== '' && addressText.trim() !== '';
  const save = async () => {
    if (!point || !ready) return;
    setBusy(true);
    try {
      const form = {
        title: title.trim(),
        text: addressText.trim(),
        details: details.trim(),
        ...point,
      };
      const address = await addAddress(form);
      await queryClient.invalidateQueries({ queryKey: myAddressesKey });
      notifySuccess(text.added);
      onSaved(address);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" data-testid="new-address">
      <Text size="sm" c="dimmed">
        {text.form.pickHint}
      </Text>
      <PlaceSearch near={point} onPick={setPoint} />
      <MapPicker value={point} onPick={setPoint} />
      {point && check.quote === null && (
        <Alert color="red" variant="light" p="xs" data-testid="address-uncovered">
          {text.uncovered}
        </Alert>
      )}
      {check.quote && (
        <Alert color="green" variant="light" p="xs" data-testid="address-covered">
          {text.zone(check.quote.vendorsProperName)} ·{' '}
          {text.deliveryPrice(money(check.quote.price))}
        </Alert>
      )}
      <TextInput
        label={text.form.name}
        placeholder={text.form.namePlaceholder}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        data-testid="address-title"
      />
      <TextInput
        label={text.form.text}
        description={check.locating ? text.form.locating : undefined}
        value={addressText}
        onChange={(e) => {
          setTyped(true);
          setStreet(e.currentTarget.value);
        }}
        data-testid="address-text"
      />
      <TextInput
        label={text.form.details}
        value={details}
        onChange={(e) => setDetails(e.currentTarget.value)}
        data-testid="address-details"
      />
      <Group
        justify="flex-end"
        pos="sticky"
        bottom={0}
        py="xs"
        bg="var(--mantine-color-body)"
        style={{ zIndex: 1 }}
      >
        <Button onClick={save} disabled={!ready} loading={busy} data-testid="address-save">
          {text.form.save}
        </Button>
      </Group>
    </Stack>
  );
}
