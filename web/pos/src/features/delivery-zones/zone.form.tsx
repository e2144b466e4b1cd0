// The name, delivery price (in the vendor's unit, sent as Rial) and state of the zone being
// edited, saved with its outline. The server's field errors appear beside the fields; an outline
// error under the form, where the engine's own check of the outline (the same rules the server
// applies) warns before saving.
import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessages } from '@sofre/engine';
import type { DeliveryZoneView } from '@sofre/engine/contracts';
import { closeRing, ringProblem, type LngLat } from '@sofre/engine/delivery-zones';
import {
  commonMessages,
  currencyWords,
  DigitInput,
  rialToUnit,
  saveForm,
  unitToRial,
  useCurrencyUnit,
} from '@sofre/web-shared';
import { useEffect, type Dispatch } from 'react';
import { useSaveZone } from './delivery-zones.api.ts';
import { zoneMessages as m } from './delivery-zones.messages.ts';
import type { ZoneDraftAction } from './zone-draft.ts';

interface ZoneFormValues {
  vendorsProperName: string;
  /** In the vendor's unit (Toman or Rial). */
  price: number | undefined;
  enabled: boolean;
}

export interface ZoneFormProps {
  /** The zone being edited; undefined for a new one. */
  readonly zone?: DeliveryZoneView;
  readonly corners: readonly LngLat[];
  readonly dispatch: Dispatch<ZoneDraftAction>;
}

export function ZoneForm({ zone, corners, dispatch }: ZoneFormProps) {
  const unit = useCurrencyUnit();
  const save = useSaveZone();
  const form = useForm<ZoneFormValues>({
    initialValues: {
      vendorsProperName: zone?.vendorsProperName ?? '',
      price: zone ? rialToUnit(zone.price, unit) : undefined,
      enabled: zone?.enabled ?? true,
    },
    validate: {
      vendorsProperName: (v) => (v.trim() ? null : m.form.nameRequired),
      price: (v) => (v === undefined ? m.form.priceRequired : null),
    },
  });
  const ring = closeRing(corners);
  const problem = ringProblem(ring);
  // A moved corner makes the server's last word on the outline stale.
  const { clearFieldError } = form;
  useEffect(() => clearFieldError('polygon'), [corners, clearFieldError]);
  const outlineError =
    (form.errors.polygon as string | undefined) ?? (problem ? errorMessages[problem] : undefined);

  const submit = form.onSubmit(async (values) => {
    const fields = {
      vendorsProperName: values.vendorsProperName,
      price: unitToRial(values.price ?? 0, unit),
      enabled: values.enabled,
      polygon: ring,
    };
    await saveForm(form, () => save.mutateAsync({ id: zone?.id, fields }), {
      saved: commonMessages.operationSuccess,
      onDone: () => dispatch({ type: 'cancel' }),
    });
  });

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} data-testid="zone-form">
      <Stack gap="sm">
        <Title order={4}>{zone ? m.form.editTitle : m.form.newTitle}</Title>
        <Text size="xs" c="dimmed">
          {m.draw.editHint}
        </Text>
        <TextInput
          label={m.form.name}
          placeholder={m.form.namePlaceholder}
          data-testid="zone-name"
          {...form.getInputProps('vendorsProperName')}
        />
        <DigitInput
          label={m.form.price(currencyWords[unit])}
          data-testid="zone-price"
          value={form.values.price}
          onValue={(price) => form.setFieldValue('price', price)}
          error={form.errors.price}
        />
        <Switch
          label={m.form.enabled}
          data-testid="zone-enabled"
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        {outlineError && (
          <Alert color="red" p="xs" data-testid="zone-polygon-error">
            {outlineError}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" loading={save.isPending} data-testid="zone-save">
            {m.form.save}
          </Button>
          <Button
            variant="light"
            onClick={() => dispatch({ type: 'redraw' })}
            data-testid="zone-redraw"
          >
            {m.draw.redraw}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            onClick={() => dispatch({ type: 'cancel' })}
            data-testid="zone-cancel"
          >
            {m.form.cancel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
