// The role form's permissions: one checkbox per permission of the catalogue, under the headings of
// permissionGroupLabels (engine staff/permissions.ts), each heading able to tick its whole group.
import { Checkbox, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { permissionCatalogue, permissionGroupLabels, type PermissionId } from '@sofre/engine/staff';

type Group = keyof typeof permissionGroupLabels;
const groups = Object.entries(permissionGroupLabels) as [Group, string][];
const inGroup = (group: Group) => permissionCatalogue.filter((p) => p.group === group);

export interface PermissionCheckboxesProps {
  readonly value: readonly PermissionId[];
  readonly onChange: (value: PermissionId[]) => void;
  readonly label: string;
  readonly error?: string;
}

export function PermissionCheckboxes({ value, onChange, label, error }: PermissionCheckboxesProps) {
  const held = new Set(value);
  const setGroup = (group: Group, on: boolean) => {
    const ids = new Set<PermissionId>(inGroup(group).map((p) => p.id));
    const rest = value.filter((p) => !ids.has(p));
    onChange(on ? [...rest, ...ids] : rest);
  };
  return (
    <Input.Wrapper label={label} error={error} withAsterisk data-testid="role-permissions">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="xs">
        {groups.map(([group, title]) => {
          const items = inGroup(group);
          const count = items.filter((p) => held.has(p.id)).length;
          return (
            <Stack key={group} gap={6} data-testid={`permission-group-${group}`}>
              <Checkbox
                label={<Text fw={700}>{title}</Text>}
                checked={count === items.length}
                indeterminate={count > 0 && count < items.length}
                onChange={(event) => setGroup(group, event.currentTarget.checked)}
                data-testid={`permission-group-${group}-all`}
              />
              <Checkbox.Group
                value={value.filter((p) => items.some((i) => i.id === p))}
                onChange={(picked) => {
                  const others = value.filter((p) => !items.some((i) => i.id === p));
                  onChange([...others, ...(picked as PermissionId[])]);
                }}
              >
                <Stack gap={4} ps="lg">
                  {items.map((p) => (
                    <Checkbox
                      key={p.id}
                      value={p.id}
                      label={p.label}
                      data-testid={`permission-${p.id}`}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
