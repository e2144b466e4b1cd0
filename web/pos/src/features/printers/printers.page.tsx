// /bo/printers: how the printers are doing (their jobs' last success and failure), the restaurant's
// network printers and its printer stations (which categories' lines print on which printers, and
// the customer's receipt).
import { Stack } from '@mantine/core';
import type { PrinterStationView, PrinterView } from '@sofre/engine/contracts';
import {
  FeatureLockedNote,
  lacksFeature,
  PageHeader,
  usePlan,
  type Editing,
} from '@sofre/web-shared';
import { useState } from 'react';
import { SectionCard } from '../../back-office-ui/section-card.tsx';
import { PrinterHealthPanel } from './printer-health.panel.tsx';
import { KitchenTimingCard } from './kitchen-timing.form.tsx';
import { KitchenScreensPanel } from '../health/kitchen-screens.panel.tsx';
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
  const plan = usePlan();
  const [editingPrinter, setEditingPrinter] = useState<Editing<PrinterView>>();
  const [editingStation, setEditingStation] = useState<Editing<PrinterStationView>>();
  return (
    <Stack gap="md" data-testid="printers-page">
      <PageHeader title={text.title} intro={text.intro} />
      <PrinterHealthPanel />
      <KitchenScreensPanel />
      <SectionCard
        title={text.printers.title}
        add={{
          label: text.printers.add,
          onClick: () => setEditingPrinter('new'),
          testId: 'printer-new',
        }}
        loading={printers.isPending}
        loadingLabel={text.loading}
      >
        <PrintersTable printers={printers.data ?? []} onEdit={setEditingPrinter} />
      </SectionCard>
      <SectionCard
        title={text.stations.title}
        add={{
          label: text.stations.add,
          onClick: () => setEditingStation('new'),
          testId: 'station-new',
        }}
        loading={stations.isPending}
        loadingLabel={text.loading}
      >
        <StationsTable
          stations={stations.data ?? []}
          printers={printers.data ?? []}
          categories={categories.data ?? []}
          onEdit={setEditingStation}
        />
      </SectionCard>
      {/* The stations' timings are the kitchen display's: a package without it has none to set. */}
      {plan.isPending ? null : lacksFeature(plan.data, 'KDS') ? (
        <FeatureLockedNote feature="KDS" />
      ) : (
        <KitchenTimingCard />
      )}
      <PrinterFormModal editing={editingPrinter} onClose={() => setEditingPrinter(undefined)} />
      <StationFormModal editing={editingStation} onClose={() => setEditingStation(undefined)} />
    </Stack>
  );
}
