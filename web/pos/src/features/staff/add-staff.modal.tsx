// Adding a member: their mobile number (any digits), first and last name (needed when the number
// is new to the vendor) and roles. The server normalises and checks the number and answers field
// errors beside the fields (spec §5): phoneNumber, firstName, lastName, roleIds.
import { Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions, saveForm } from '@sofre/web-shared';
import { RoleCheckboxes } from './role-checkboxes.tsx';
import { useAddStaff } from './staff.api.ts';
import { staffMessages } from './staff.messages.ts';

const text = staffMessages.addForm;

interface AddStaffValues {
  phoneNumber: string;
  firstName: string;
  lastName: string;
  roleIds: string[];
}

export function AddStaffModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={text.title} size="lg" centered>
      {opened && <AddStaffForm onDone={onClose} />}
    </Modal>
  );
}

const optional = (value: string) => value.trim() || undefined;

function AddStaffForm({ onDone }: { onDone: () => void }) {
  const add = useAddStaff();
  const form = useForm<AddStaffValues>({
    initialValues: { phoneNumber: '', firstName: '', lastName: '', roleIds: [] },
    validate: {
      phoneNumber: (v) => (v.trim() ? null : text.phoneRequired),
      roleIds: (v) => (v.length > 0 ? null : text.rolesRequired),
    },
  });
  const submit = form.onSubmit(async (values) => {
    const body = {
      phoneNumber: values.phoneNumber.trim(),
      firstName: optional(values.firstName),
      lastName: optional(values.lastName),
      roleIds: values.roleIds,
    };
    await saveForm(form, () => add.mutateAsync(body), { saved: staffMessages.saved, onDone });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="add-staff-form">
      <Stack gap="sm">
        <TextInput
          label={staffMessages.phone}
          description={text.phoneHint}
          placeholder={text.phonePlaceholder}
          inputMode="tel"
          dir="ltr"
          withAsterisk
          data-testid="staff-phone"
          {...form.getInputProps('phoneNumber')}
        />
        <Group grow>
          <TextInput
            label={text.firstName}
            data-testid="staff-first-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={text.lastName}
            data-testid="staff-last-name"
            {...form.getInputProps('lastName')}
          />
        </Group>
        <RoleCheckboxes
          value={form.values.roleIds}
          onChange={(roleIds) => form.setFieldValue('roleIds', roleIds)}
          error={form.errors.roleIds as string | undefined}
        />
        <FormActions
          onCancel={onDone}
          saving={add.isPending}
          saveTestId="staff-add-submit"
          saveLabel={text.submit}
        />
      </Stack>
    </form>
  );
}
