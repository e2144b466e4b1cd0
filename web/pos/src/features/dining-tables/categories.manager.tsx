// Table categories in their floor order: move up or down, switch on or off (an inactive one
// leaves the floor and the POS), rename, add. How many tables each holds is shown beside it.
import { ActionIcon, Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { DiningTableCategoryView } from '@sofre/engine/contracts';
import { toPersianDigits, type Editing } from '@sofre/web-shared';
import { useState } from 'react';
import { CategoryFormModal } from './category-form.modal.tsx';
import { movedPatches } from './category-order.ts';
import { usePatchCategories, useTableCategories } from './dining-tables.api.ts';
import { tableMessages as m } from './dining-tables.messages.ts';

export function CategoriesManager() {
  const categories = useTableCategories();
  const patch = usePatchCategories();
  const [editing, setEditing] = useState<Editing<DiningTableCategoryView>>();
  const all = categories.data ?? [];

  const run = async (patches: Parameters<typeof patch.mutateAsync>[0]) => {
    if (patches.length === 0) return;
    try {
      await patch.mutateAsync(patches);
    } catch {
      // Toasted by the query client, like every failed mutation; the list is read again.
    }
  };

  return (
    <Stack gap="md" maw={640} data-testid="categories-manager">
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')} data-testid="category-new">
          {m.categories.new}
        </Button>
      </Group>
      {all.length === 0 && !categories.isPending && <Text c="dimmed">{m.categories.empty}</Text>}
      {all.map((c, index) => (
        <Paper key={c.id} withBorder p="sm" data-testid={`category-row-${c.id}`}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Stack gap={0}>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  disabled={index === 0 || patch.isPending}
                  aria-label={m.categories.up}
                  onClick={() => run(movedPatches(all, c.id, -1))}
                  data-testid={`category-up-${c.id}`}
                >
                  ▲
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  disabled={index === all.length - 1 || patch.isPending}
                  aria-label={m.categories.down}
                  onClick={() => run(movedPatches(all, c.id, 1))}
                  data-testid={`category-down-${c.id}`}
                >
                  ▼
                </ActionIcon>
              </Stack>
              <Text fw={600}>{c.title}</Text>
              <Badge variant="light" color="gray">
                {m.categories.tables(toPersianDigits(c.tableCount))}
              </Badge>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Switch
                label={m.categories.active}
                checked={c.active}
                disabled={patch.isPending}
                onChange={(e) => run([{ id: c.id, changes: { active: e.currentTarget.checked } }])}
                data-testid={`category-active-${c.id}`}
              />
              <Button
                size="xs"
                variant="light"
                onClick={() => setEditing(c)}
                data-testid={`category-edit-${c.id}`}
              >
                {m.categories.edit}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <CategoryFormModal
        editing={editing}
        nextSortOrder={Math.max(-1, ...all.map((c) => c.sortOrder)) + 1}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
