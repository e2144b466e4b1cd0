// The kitchen stations' ageing thresholds beside the printer stations: one row per station the
// screens show (the default station for lines no station takes included), its minutes to yellow
// and to red, saved row by row. Checked here first (kitchen-timing.rules.ts); a refusal from the
// server lands on the field it names.
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { KitchenStationView } from '@sofre/engine/contracts';
import { DigitInput, saveForm } from '@sofre/web-shared';
import { SectionCard } from '../../back-office-ui/section-card.tsx';
import { useKitchenStations, useSaveStationTiming } from './kitchen-timing.api.ts';
import { lateProblem, warnProblem, type TimingProblem } from './kitchen-timing.rules.ts';
import { printerMessages } from './printers.messages.ts';

const text = printerMessages.timing;

interface TimingValues {
  warnAfterMinutes: number | undefined;
  lateAfterMinutes: number | undefined;
}

const say = (problem: TimingProblem | undefined) => (problem ? text.problems[problem] : null);

function TimingRow({ station }: { station: KitchenStationView }) {
  const save = useSaveStationTiming();
  const form = useForm<TimingValues>({
    initialValues: {
      warnAfterMinutes: station.warnAfterMinutes,
      lateAfterMinutes: station.lateAfterMinutes,
    },
    validate: {
      warnAfterMinutes: (warn) => say(warnProblem(warn)),
      lateAfterMinutes: (late, v) => say(lateProblem(v.warnAfterMinutes, late)),
    },
  });
  const values = form.getValues();
  const formId = `timing-form-${station.id}`;
  const submit = form.onSubmit(async (v) => {
    const body = {
      stationId: station.id,
      warnAfterMinutes: v.warnAfterMinutes ?? station.warnAfterMinutes,
      lateAfterMinutes: v.lateAfterMinutes ?? station.lateAfterMinutes,
    };
    await saveForm(form, () => save.mutateAsync(body), {
      saved: printerMessages.saved,
      onDone: () => form.resetDirty(),
    });
  });
  const field = (name: keyof TimingValues, label: string) => (
    <DigitInput
      aria-label={`${label} — ${station.title}`}
      // Enter in either field saves the row: the fields belong to the row's form.
      form={formId}
      w={110}
      rightSection={<Text size="xs">{text.minutes}</Text>}
      rightSectionWidth={48}
      data-testid={`timing-${name === 'warnAfterMinutes' ? 'warn' : 'late'}-${station.id}`}
      value={values[name]}
      onValue={(v) => form.setFieldValue(name, v)}
      error={form.errors[name]}
    />
  );
  return (
    <Table.Tr data-testid={`timing-row-${station.id}`}>
      <Table.Td fw={600}>
        <Group gap={6}>
          {station.title}
          {station.isDefault && (
            <Badge size="sm" variant="light" color="gray">
              {text.defaultStation}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{field('warnAfterMinutes', text.warn)}</Table.Td>
      <Table.Td>{field('lateAfterMinutes', text.late)}</Table.Td>
      <Table.Td>
        <form onSubmit={submit} noValidate id={formId}>
          <Button
            type="submit"
            size="xs"
            loading={save.isPending}
            data-testid={`timing-save-${station.id}`}
          >
            {text.save}
          </Button>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}

export function KitchenTimingCard() {
  const setup = useKitchenStations();
  const stations = setup.data?.stations ?? [];
  return (
    <SectionCard
      title={text.title}
      loading={setup.isPending}
      loadingLabel={printerMessages.loading}
    >
      <Stack gap="xs" data-testid="kitchen-timing">
        <Text size="sm" c="dimmed">
          {text.intro}
        </Text>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text.station}</Table.Th>
              <Table.Th>{text.warn}</Table.Th>
              <Table.Th>{text.late}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stations.map((station) => (
              // Keyed by the saved values too: a change from another manager refills the row.
              <TimingRow
                key={`${station.id}:${station.warnAfterMinutes}:${station.lateAfterMinutes}`}
                station={station}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </SectionCard>
  );
}
