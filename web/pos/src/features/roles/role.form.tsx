// The role form in a modal: a name and the permissions it grants. The server decides the rest (a
// name taken, a permission the editor does not hold) and its field errors appear beside the
// fields (spec §5).
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RoleResponse } from '@sofre/engine/contracts';
import type { PermissionId } from '@sofre/engine/staff';
import { FormActions, RecordFormModal, saveForm, type Editing } from '@sofre/web-shared';
import { PermissionCheckboxes } from './permission-checkboxes.tsx';
import { useSaveRole } from './roles.api.ts';
import { rolesMessages } from './roles.messages.ts';

const text = rolesMessages.form;

interface RoleFormValues {
  name: string;
  permissions: PermissionId[];
}

export interface RoleFormModalProps {
  /** The role being edited, 'new' for a new one; closed when undefined. */
  readonly editing: Editing<RoleResponse>;
  readonly onClose: () => void;
}

export function RoleFormModal({ editing, onClose }: RoleFormModalProps) {
  return (
    <RecordFormModal
      editing={editing}
      onClose={onClose}
      titles={{ new: text.newTitle, edit: text.editTitle }}
      size="xl"
    >
      {(role, done) => <RoleForm role={role} onDone={done} />}
    </RecordFormModal>
  );
}

function RoleForm({ role, onDone }: { role?: RoleResponse; onDone: () => void }) {
  const save = useSaveRole();
  const form = useForm<RoleFormValues>({
    initialValues: { name: role?.name ?? '', permissions: [...(role?.permissions ?? [])] },
    validate: {
      name: (v) => (v.trim() ? null : text.nameRequired),
      permissions: (v) => (v.length > 0 ? null : text.permissionsRequired),
    },
  });
  const submit = form.onSubmit(async (values) => {
    await saveForm(form, () => save.mutateAsync({ id: role?.id, fields: values }), {
      saved: rolesMessages.saved,
      onDone,
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="role-form">
      <Stack gap="md">
        <TextInput
          label={rolesMessages.name}
          placeholder={text.namePlaceholder}
          withAsterisk
          maw={360}
          data-testid="role-name"
          {...form.getInputProps('name')}
        />
        <PermissionCheckboxes
          label={rolesMessages.permissions}
          value={form.values.permissions}
          onChange={(permissions) => form.setFieldValue('permissions', permissions)}
          error={form.errors.permissions as string | undefined}
        />
        <FormActions onCancel={onDone} saving={save.isPending} saveTestId="role-save" />
      </Stack>
    </form>
  );
}
