// /bo/roles: the vendor's roles, the default ones marked, each with what it grants; create and
// edit in a form of grouped permission checkboxes; delete after a confirmation. The owner role
// holds every permission and is locked (the server refuses to change it anyway).
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { RoleResponse } from '@sofre/engine/contracts';
import { permissionLabel } from '@sofre/engine/staff';
import { ConfirmDialog, formatNumber, notifySuccess } from '@sofre/web-shared';
import { useState } from 'react';
import { RoleFormModal } from './role.form.tsx';
import { useDeleteRole, useRoles } from './roles.api.ts';
import { rolesMessages as text } from './roles.messages.ts';

export function RolesPage() {
  const roles = useRoles();
  const [editing, setEditing] = useState<RoleResponse | 'new'>();
  const [removing, setRemoving] = useState<RoleResponse>();
  const remove = useDeleteRole();
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notifySuccess(text.saved);
    } catch {
      // The query client has toasted the server's message (spec §8).
    }
    setRemoving(undefined);
  };
  return (
    <Stack gap="md" data-testid="roles-page">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3}>{text.title}</Title>
          <Text size="sm" c="dimmed" maw={680}>
            {text.intro}
          </Text>
        </div>
        <Button onClick={() => setEditing('new')} data-testid="role-new">
          {text.add}
        </Button>
      </Group>
      <Paper withBorder p="sm">
        {roles.isPending ? (
          <Center h={120}>
            <Loader aria-label={text.loading} />
          </Center>
        ) : (
          <RolesTable roles={roles.data ?? []} onEdit={setEditing} onRemove={setRemoving} />
        )}
      </Paper>
      <RoleFormModal editing={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        opened={removing !== undefined}
        title={text.confirm.title}
        question={text.confirm.question(removing?.name ?? '')}
        confirm={text.confirm.confirm}
        cancel={text.cancel}
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
            <Table.Td>
              {!role.isOwner && (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => onEdit(role)}
                    data-testid={`role-edit-${role.id}`}
                  >
                    {text.edit}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => onRemove(role)}
                    data-testid={`role-remove-${role.id}`}
                  >
                    {text.remove}
                  </Button>
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
