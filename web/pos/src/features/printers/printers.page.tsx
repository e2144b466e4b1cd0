// /bo/printers: the restaurant's network printers and its printer stations (which categories'
// lines print on which printers, and the customer's receipt).
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { PrinterStationView, PrinterView } from '@sofre/engine/contracts';
import { useState } from 'react';
import { PrinterFormModal } from './printer.form.tsx';
import { useMenuCategories, usePrinters, useStations } from './printers.api.ts';
import { printerMessages as text } from './printers.messages.ts';
import { PrintersTable } from './printers.table.tsx';
import { StationFormModal } from './station.form.tsx';
import { StationsTable } from './stations.table.tsx';

export function PrintersPage() {
  const printers = usePrinters();
  const stations = useStations();
  const categories = useMenuCategories();
  const [editingPrinter, setEditingPrinter] = useState<PrinterView | 'new'>();
  const [editingStation, setEditingStation] = useState<PrinterStationView | 'new'>();
  const loading = (
    <Center h={100}>
      <Loader aria-label={text.loading} />
    </Center>
  );
  return (
    <Stack gap="md" data-testid="printers-page">
      <div>
        <Title order={3}>{text.title}</Title>
        <Text size="sm" c="dimmed">
          {text.intro}
        </Text>
      </div>
      <Paper withBorder p="sm">
        <Group justify="space-between" mb="sm">
          <Title order={4}>{text.printers.title}</Title>
          <Button size="xs" onClick={() => setEditingPrinter('new')} data-testid="printer-new">
            {text.printers.add}
          </Button>
        </Group>
        {printers.isPending ? (
          loading
        ) : (
          <PrintersTable printers={printers.data ?? []} onEdit={setEditingPrinter} />
        )}
      </Paper>
      <Paper withBorder p="sm">
        <Group justify="space-between" mb="sm">
          <Title order={4}>{text.stations.title}</Title>
          <Button size="xs" onClick={() => setEditingStation('new')} data-testid="station-new">
            {text.stations.add}
          </Button>
        </Group>
        {stations.isPending ? (
          loading
        ) : (
          <StationsTable
            stations={stations.data ?? []}
            printers={printers.data ?? []}
            categories={categories.data ?? []}
            onEdit={setEditingStation}
          />
        )}
      </Paper>
      <PrinterFormModal editing={editingPrinter} onClose={() => setEditingPrinter(undefined)} />
      <StationFormModal editing={editingStation} onClose={() => setEditingStation(undefined)} />
    </Stack>
  );
}
