// /bo/staff: the vendor's members with their roles; add a member by mobile number, change their
// roles, remove them after a confirmation. What each may do follows from their roles (/bo/roles).
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { StaffListEntry } from '@sofre/engine/contracts';
import {
  commonMessages,
  ConfirmDialog,
  formatDate,
  formatNumber,
  PageHeader,
  toPersianDigits,
} from '@sofre/web-shared';
import { useState } from 'react';
import { RowActionsCell, RowButton } from '../../back-office-ui/row-actions.tsx';
import { runAndNotify } from '../../back-office-ui/run-and-notify.ts';
import { SectionCard } from '../../back-office-ui/section-card.tsx';
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
    await runAndNotify(() => remove.mutateAsync(removing.userId), text.saved);
    setRemoving(undefined);
  };
  const members = staff.data ?? [];
  return (
    <Stack gap="md" data-testid="staff-page">
      <PageHeader
        title={text.title}
        intro={text.intro}
        action={
          <Button onClick={() => setAdding(true)} data-testid="staff-new">
            {text.add}
          </Button>
        }
      />
      <SectionCard loading={staff.isPending} loadingLabel={text.loading}>
        {members.length === 0 ? (
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
      </SectionCard>
      <AddStaffModal opened={adding} onClose={() => setAdding(false)} />
      <StaffRolesModal member={changing} onClose={() => setChanging(undefined)} />
      <ConfirmDialog
        opened={removing !== undefined}
        title={text.confirm.title}
        question={removing ? text.confirm.question(memberName(removing)) : ''}
        confirm={text.confirm.confirm}
        cancel={commonMessages.cancel}
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
            <RowActionsCell>
              <RowButton
                label={text.changeRoles}
                onClick={() => onChange(m)}
                testId={`staff-change-${m.userId}`}
              />
              <RowButton
                label={commonMessages.remove}
                onClick={() => onRemove(m)}
                testId={`staff-remove-${m.userId}`}
                danger
              />
            </RowActionsCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
