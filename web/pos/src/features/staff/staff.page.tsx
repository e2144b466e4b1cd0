// /bo/staff: the vendor's members with their roles; add a member by mobile number, change their
// roles, remove them after a confirmation. What each may do follows from their roles (/bo/roles).
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
import type { StaffListEntry } from '@sofre/engine/contracts';
import {
  ConfirmDialog,
  formatDate,
  formatNumber,
  notifySuccess,
  toPersianDigits,
} from '@sofre/web-shared';
import { useState } from 'react';
import { AddStaffModal } from './add-staff.modal.tsx';
import { memberName } from './member-name.ts';
import { useRemoveStaff, useStaffList } from './staff.api.ts';
import { staffMessages as text } from './staff.messages.ts';
import { StaffRolesModal } from './staff-roles.modal.tsx';

export function StaffPage() {
  const staff = useStaffList();
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState<StaffListEntry>();
  const [removing, setRemoving] = useState<StaffListEntry>();
  const remove = useRemoveStaff();
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.userId);
      notifySuccess(text.saved);
    } catch {
      // The query client has toasted the server's message (spec §8).
    }
    setRemoving(undefined);
  };
  const members = staff.data ?? [];
  return (
    <Stack gap="md" data-testid="staff-page">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3}>{text.title}</Title>
          <Text size="sm" c="dimmed" maw={640}>
            {text.intro}
          </Text>
        </div>
        <Button onClick={() => setAdding(true)} data-testid="staff-new">
          {text.add}
        </Button>
      </Group>
      <Paper withBorder p="sm">
        {staff.isPending ? (
          <Center h={120}>
            <Loader aria-label={text.loading} />
          </Center>
        ) : members.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {text.empty}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="xs" data-testid="staff-total">
              {text.total(formatNumber(members.length))}
            </Text>
            <StaffTable members={members} onChange={setChanging} onRemove={setRemoving} />
          </>
        )}
      </Paper>
      <AddStaffModal opened={adding} onClose={() => setAdding(false)} />
      <StaffRolesModal member={changing} onClose={() => setChanging(undefined)} />
      <ConfirmDialog
        opened={removing !== undefined}
        title={text.confirm.title}
        question={removing ? text.confirm.question(memberName(removing)) : ''}
        confirm={text.confirm.confirm}
        cancel={text.cancel}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(undefined)}
        testId="staff-remove"
      />
    </Stack>
  );
}

interface StaffTableProps {
  readonly members: readonly StaffListEntry[];
  readonly onChange: (member: StaffListEntry) => void;
  readonly onRemove: (member: StaffListEntry) => void;
}

function StaffTable({ members, onChange, onRemove }: StaffTableProps) {
  return (
    <Table verticalSpacing="sm" data-testid="staff-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{text.name}</Table.Th>
          <Table.Th>{text.phone}</Table.Th>
          <Table.Th>{text.roles}</Table.Th>
          <Table.Th>{text.joined}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.map((m) => (
          <Table.Tr key={m.userId} data-testid={`staff-row-${m.userId}`}>
            <Table.Td fw={600}>{memberName(m)}</Table.Td>
            <Table.Td>
              <Text size="sm" dir="ltr" ta="right">
                {m.phoneNumber ? toPersianDigits(m.phoneNumber) : '—'}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {m.roles.map((r) => (
                  <Badge key={r.id} variant="light" color={r.isOwner ? 'grape' : 'blue'}>
                    {r.name}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDate(m.addedAt)}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => onChange(m)}
                  data-testid={`staff-change-${m.userId}`}
                >
                  {text.changeRoles}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(m)}
                  data-testid={`staff-remove-${m.userId}`}
                >
                  {text.remove}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
