// /bo/platform/codes: the subscription codes — a GRANT gives its package for some days, a
// DISCOUNT takes a percentage off its price — with their package, expiry (Jalali), uses, an
// active switch, edit and remove.
import { Badge, Switch, Table, Text } from '@mantine/core';
import type { SubscriptionCodeView } from '@sofre/engine/contracts';
import {
  commonMessages,
  formatDate,
  formatNumber,
  RecordFormModal,
  RemovePopover,
  type Editing,
} from '@sofre/web-shared';
import { useState } from 'react';
import { RowActionsCell, RowButton } from '../../back-office-ui/row-actions.tsx';
import { runAndNotify } from '../../back-office-ui/run-and-notify.ts';
import { CodeForm, fieldsOfCode } from './code.form.tsx';
import { useAdminPackages, useCodes, useRemoveCode, useSaveCode } from './platform.api.ts';
import { AdminList } from './admin-list.tsx';
import { platformMessages } from './platform.messages.ts';

const text = platformMessages.codes;

function CodeRow({
  code,
  onEdit,
}: {
  code: SubscriptionCodeView;
  onEdit: (c: SubscriptionCodeView) => void;
}) {
  const save = useSaveCode();
  const remove = useRemoveCode();
  return (
    <Table.Tr data-testid={`admin-code-${code.code}`}>
      <Table.Td>
        <Text fw={700} ff="monospace" dir="ltr" ta="right">
          {code.code}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={code.kind === 'GRANT' ? 'grape' : 'blue'}>
          {text.kinds[code.kind]}
        </Badge>
      </Table.Td>
      <Table.Td>{code.packageTitle ?? code.packageId}</Table.Td>
      <Table.Td>
        {code.kind === 'GRANT'
          ? text.days(formatNumber(code.days ?? 0))
          : text.percent(formatNumber(code.discountPercent ?? 0))}
      </Table.Td>
      <Table.Td>{code.expiration ? formatDate(code.expiration) : text.never}</Table.Td>
      <Table.Td>
        {text.used(
          formatNumber(code.used),
          code.usageLimit === null ? null : formatNumber(code.usageLimit),
        )}
      </Table.Td>
      <Table.Td>
        <Switch
          checked={code.active}
          disabled={save.isPending}
          aria-label={text.columns.active}
          onChange={(event) => {
            const active = event.currentTarget.checked;
            void runAndNotify(
              () => save.mutateAsync({ id: code.id, fields: { ...fieldsOfCode(code), active } }),
              platformMessages.saved,
            );
          }}
        />
      </Table.Td>
      <RowActionsCell>
        <RowButton
          label={commonMessages.edit}
          onClick={() => onEdit(code)}
          testId={`admin-code-edit-${code.code}`}
        />
        <RemovePopover
          question={text.confirm(code.code)}
          busy={remove.isPending}
          onConfirm={() =>
            void runAndNotify(() => remove.mutateAsync(code.id), platformMessages.saved)
          }
          testId={`admin-code-remove-${code.code}`}
        />
      </RowActionsCell>
    </Table.Tr>
  );
}

export function PlatformCodesPage() {
  const codes = useCodes();
  const packages = useAdminPackages();
  const [editing, setEditing] = useState<Editing<SubscriptionCodeView>>();
  const list = codes.data ?? [];
  // The packages a code may name: the admin's list, and those the codes already name.
  const choices = new Map<string, string>();
  for (const p of packages.data ?? []) if (!p.free) choices.set(p.id, p.title);
  for (const c of list)
    if (!choices.has(c.packageId)) choices.set(c.packageId, c.packageTitle ?? c.packageId);
  return (
    <AdminList
      testId="admin-codes"
      title={text.title}
      intro={text.intro}
      addLabel={text.add}
      onAdd={() => setEditing('new')}
      columns={[
        text.columns.code,
        text.columns.kind,
        text.columns.package,
        text.columns.gives,
        text.columns.expiration,
        text.columns.used,
        text.columns.active,
      ]}
      loading={codes.isPending}
      empty={text.empty}
      rows={list.map((c) => (
        <CodeRow key={c.id} code={c} onEdit={setEditing} />
      ))}
    >
      <RecordFormModal
        editing={editing}
        onClose={() => setEditing(undefined)}
        titles={{ new: text.form.newTitle, edit: text.form.editTitle }}
        size="lg"
      >
        {(code, done) => (
          <CodeForm
            code={code}
            packages={[...choices].map(([value, label]) => ({ value, label }))}
            onDone={done}
          />
        )}
      </RecordFormModal>
    </AdminList>
  );
}
