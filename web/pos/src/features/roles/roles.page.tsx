// /bo/roles: the vendor's roles, the default ones marked, each with what it grants; create and
// edit in a form of grouped permission checkboxes; delete after a confirmation. The owner role
// holds every permission and is locked (the server refuses to change it anyway).
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { RoleResponse } from '@sofre/engine/contracts';
import { permissionLabel } from '@sofre/engine/staff';
import {
  commonMessages,
  ConfirmDialog,
  formatNumber,
  PageHeader,
  type Editing,
} from '@sofre/web-shared';
import { useState } from 'react';
import { RowActionsCell, RowButton } from '../../back-office-ui/row-actions.tsx';
import { runAndNotify } from '../../back-office-ui/run-and-notify.ts';
import { SectionCard } from '../../back-office-ui/section-card.tsx';
import { RoleFormModal } from './role.form.tsx';
import { useDeleteRole, useRoles } from './roles.api.ts';
import { rolesMessages as text } from './roles.messages.ts';

export function RolesPage() {
  const roles = useRoles();
  const [editing, setEditing] = useState<Editing<RoleResponse>>();
  const [removing, setRemoving] = useState<RoleResponse>();
  const remove = useDeleteRole();
  const confirmRemove = async () => {
    if (!removing) return;
    await runAndNotify(() => remove.mutateAsync(removing.id), text.saved);
    setRemoving(undefined);
  };
  return (
    <Stack gap="md" data-testid="roles-page">
      <PageHeader
        title={text.title}
        intro={text.intro}
        action={
          <Button onClick={() => setEditing('new')} data-testid="role-new">
            {text.add}
          </Button>
        }
      />
      <SectionCard loading={roles.isPending} loadingLabel={text.loading}>
        <RolesTable roles={roles.data ?? []} onEdit={setEditing} onRemove={setRemoving} />
      </SectionCard>
      <RoleFormModal editing={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        opened={removing !== undefined}
        title={text.confirm.title}
        question={text.confirm.question(removing?.name ?? '')}
        confirm={text.confirm.confirm}
        cancel={commonMessages.cancel}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(undefined)}
        testId="role-remove"
      />
    </Stack>
  );
}

interface RolesTableProps {
  readonly roles: readonly RoleResponse[];
  readonly onEdit: (role: RoleResponse) => void;
  readonly onRemove: (role: RoleResponse) => void;
}

function RolesTable({ roles, onEdit, onRemove }: RolesTableProps) {
  return (
    <Table verticalSpacing="sm" data-testid="roles-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{text.name}</Table.Th>
          <Table.Th>{text.permissions}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {roles.map((role) => (
          <Table.Tr key={role.id} data-testid={`role-row-${role.id}`}>
            <Table.Td>
              <Group gap="xs">
                <Text fw={600}>{role.name}</Text>
                {role.isOwner && <Badge color="grape">{text.ownerRole}</Badge>}
                {role.isDefault && (
                  <Badge variant="light" color="gray" data-testid={`role-default-${role.id}`}>
                    {text.defaultRole}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              {role.isOwner ? (
                <Text size="sm">{text.allPermissions}</Text>
              ) : (
                <Text size="sm" c="dimmed" lineClamp={2} maw={560}>
                  <Text span fw={600} c="dark">
                    {text.permissionCount(formatNumber(role.permissions.length))}
                  </Text>
                  {' — '}
                  {role.permissions.map(permissionLabel).join('، ')}
                </Text>
              )}
            </Table.Td>
            <RowActionsCell>
              {!role.isOwner && (
                <>
                  <RowButton
                    label={commonMessages.edit}
                    onClick={() => onEdit(role)}
                    testId={`role-edit-${role.id}`}
                  />
                  <RowButton
                    label={commonMessages.remove}
                    onClick={() => onRemove(role)}
                    testId={`role-remove-${role.id}`}
                    danger
                  />
                </>
              )}
            </RowActionsCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
