// The role form in a modal: a name and the permissions it grants. The server decides the rest (a
// name taken, a permission the editor does not hold) and its field errors appear beside the
// fields (spec §5).
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RoleResponse } from '@sofre/engine/contracts';
import type { PermissionId } from '@sofre/engine/staff';
import { notifySuccess, showServerErrors } from '@sofre/web-shared';
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
  readonly editing: RoleResponse | 'new' | undefined;
  readonly onClose: () => void;
}

export function RoleFormModal({ editing, onClose }: RoleFormModalProps) {
  const isNew = editing === 'new';
  return (
    <Modal
      opened={editing !== undefined}
      onClose={onClose}
      title={isNew ? text.newTitle : text.editTitle}
      size="xl"
      centered
    >
      {editing && (
        <RoleForm
          key={isNew ? 'new' : editing.id}
          role={isNew ? undefined : editing}
          onDone={onClose}
        />
      )}
    </Modal>
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
    try {
      await save.mutateAsync({ id: role?.id, fields: values });
      notifySuccess(rolesMessages.saved);
      onDone();
    } catch (error) {
      showServerErrors(form, error);
    }
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {rolesMessages.cancel}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="role-save">
            {text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
