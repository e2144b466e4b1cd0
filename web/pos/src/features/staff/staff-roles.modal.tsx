// Changing a member's roles: their whole new set of roles (users/updatestaffrole). The server
// refuses granting more than the manager holds, or leaving the vendor without an owner, with its
// Persian message.
import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { StaffListEntry } from '@sofre/engine/contracts';
import { FormActions, saveForm } from '@sofre/web-shared';
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
    await saveForm(form, () => update.mutateAsync({ userId: member.userId, roleIds }), {
      saved: staffMessages.saved,
      onDone,
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="staff-roles-form">
      <Stack gap="md">
        <RoleCheckboxes
          value={form.values.roleIds}
          onChange={(roleIds) => form.setFieldValue('roleIds', roleIds)}
          error={form.errors.roleIds as string | undefined}
        />
        <FormActions onCancel={onDone} saving={update.isPending} saveTestId="staff-roles-save" />
      </Stack>
    </form>
  );
}
