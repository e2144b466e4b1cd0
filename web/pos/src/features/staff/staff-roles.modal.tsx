// Changing a member's roles: their whole new set of roles (users/updatestaffrole). The server
// refuses granting more than the manager holds, or leaving the vendor without an owner, with its
// Persian message.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { StaffListEntry } from '@sofre/engine/contracts';
import { notifySuccess, showServerErrors } from '@sofre/web-shared';
import { RoleCheckboxes } from './role-checkboxes.tsx';
import { useUpdateStaffRoles } from './staff.api.ts';
import { staffMessages } from './staff.messages.ts';
import { memberName } from './member-name.ts';

export interface StaffRolesModalProps {
  readonly member: StaffListEntry | undefined;
  readonly onClose: () => void;
}

export function StaffRolesModal({ member, onClose }: StaffRolesModalProps) {
  return (
    <Modal
      opened={member !== undefined}
      onClose={onClose}
      title={member ? staffMessages.rolesForm.title(memberName(member)) : ''}
      size="lg"
      centered
    >
      {member && <StaffRolesForm key={member.userId} member={member} onDone={onClose} />}
    </Modal>
  );
}

function StaffRolesForm({ member, onDone }: { member: StaffListEntry; onDone: () => void }) {
  const update = useUpdateStaffRoles();
  const form = useForm({
    initialValues: { roleIds: [...member.roleIds] },
    validate: {
      roleIds: (v: string[]) => (v.length > 0 ? null : staffMessages.addForm.rolesRequired),
    },
  });
  const submit = form.onSubmit(async ({ roleIds }) => {
    try {
      await update.mutateAsync({ userId: member.userId, roleIds });
      notifySuccess(staffMessages.saved);
      onDone();
    } catch (error) {
      showServerErrors(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="staff-roles-form">
      <Stack gap="md">
        <RoleCheckboxes
          value={form.values.roleIds}
          onChange={(roleIds) => form.setFieldValue('roleIds', roleIds)}
          error={form.errors.roleIds as string | undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {staffMessages.cancel}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="staff-roles-save">
            {staffMessages.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
