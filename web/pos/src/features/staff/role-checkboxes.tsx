// The roles a member holds, as checkboxes of the vendor's roles (the default ones first, as the
// server orders them). An error from the server about roleIds shows under them.
import { Checkbox, Group, Loader } from '@mantine/core';
import { useRoleChoices } from './staff.api.ts';
import { staffMessages } from './staff.messages.ts';

export interface RoleCheckboxesProps {
  readonly value: string[];
  readonly onChange: (value: string[]) => void;
  readonly error?: string;
}

export function RoleCheckboxes({ value, onChange, error }: RoleCheckboxesProps) {
  const roles = useRoleChoices();
  return (
    <Checkbox.Group
      label={staffMessages.roles}
      withAsterisk
      value={value}
      onChange={onChange}
      error={error}
      data-testid="staff-roles"
    >
      {roles.isPending ? (
        <Loader size="sm" mt="xs" />
      ) : (
        <Group gap="md" mt="xs">
          {(roles.data ?? []).map((role) => (
            <Checkbox
              key={role.id}
              value={role.id}
              label={role.name}
              data-testid={`staff-role-${role.id}`}
            />
          ))}
        </Group>
      )}
    </Checkbox.Group>
  );
}
