// /bo/platform/packages: the packages the platform sells — features, prices per period (Toman),
// monthly caps, the contract fee and whether it is on sale — with a form to define or change one.
import { Badge, Group, Table, Text } from '@mantine/core';
import type { PackageView } from '@sofre/engine/contracts';
import { BillingPeriod, UsageMetric } from '@sofre/engine/subscriptions';
import {
  commonMessages,
  formatMoney,
  formatNumber,
  RecordFormModal,
  type Editing,
} from '@sofre/web-shared';
import { useState } from 'react';
import { RowActionsCell, RowButton } from '../../back-office-ui/row-actions.tsx';
import { PackageForm } from './package.form.tsx';
import { useAdminFeatures, useAdminPackages } from './platform.api.ts';
import { AdminList } from './admin-list.tsx';
import { platformMessages } from './platform.messages.ts';

const text = platformMessages.packages;

function PackageRow({ pkg, onEdit }: { pkg: PackageView; onEdit: (p: PackageView) => void }) {
  return (
    <Table.Tr data-testid={`admin-package-${pkg.id}`}>
      <Table.Td>
        <Text fw={700}>{pkg.title}</Text>
        <Text size="xs" c="dimmed" lineClamp={1} maw={220}>
          {pkg.description}
        </Text>
      </Table.Td>
      <Table.Td maw={260}>
        <Group gap={4}>
          {pkg.features.map((f) => (
            <Badge key={f.id} size="xs" variant="light">
              {f.title}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        {BillingPeriod.options.map((p) => (
          <Text key={p} size="xs">
            {platformMessages.periods[p]}:{' '}
            {pkg.prices[p] == null ? platformMessages.notSold : formatMoney(pkg.prices[p])}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>
        {UsageMetric.options.map((m) => (
          <Text key={m} size="xs">
            {platformMessages.metrics[m]}:{' '}
            {pkg.limits[m] == null ? platformMessages.noCap : formatNumber(pkg.limits[m])}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>{text.fee(formatNumber(pkg.contractFeePercent))}</Table.Td>
      <Table.Td>
        <Badge color={pkg.active ? 'green' : 'gray'} variant="light">
          {pkg.free ? text.builtIn : pkg.active ? text.active : text.inactive}
        </Badge>
      </Table.Td>
      {/* The free package is built in: every vendor falls back to it, nobody edits it. */}
      <RowActionsCell>
        {!pkg.free && (
          <RowButton
            label={commonMessages.edit}
            onClick={() => onEdit(pkg)}
            testId={`admin-package-edit-${pkg.id}`}
          />
        )}
      </RowActionsCell>
    </Table.Tr>
  );
}

export function PlatformPackagesPage() {
  const packages = useAdminPackages();
  const features = useAdminFeatures();
  const [editing, setEditing] = useState<Editing<PackageView>>();
  const list = packages.data ?? [];
  return (
    <AdminList
      testId="admin-packages"
      title={text.title}
      intro={text.intro}
      addLabel={text.add}
      onAdd={() => setEditing('new')}
      columns={[
        text.columns.title,
        text.columns.features,
        text.columns.prices,
        text.columns.limits,
        text.columns.fee,
        text.columns.active,
      ]}
      loading={packages.isPending}
      empty={text.empty}
      rows={list.map((p) => (
        <PackageRow key={p.id} pkg={p} onEdit={setEditing} />
      ))}
    >
      <RecordFormModal
        editing={editing}
        onClose={() => setEditing(undefined)}
        titles={{ new: text.form.newTitle, edit: text.form.editTitle }}
        size="lg"
      >
        {(pkg, done) => <PackageForm pkg={pkg} features={features.data ?? []} onDone={done} />}
      </RecordFormModal>
    </AdminList>
  );
}
