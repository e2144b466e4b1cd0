// The side list of /bo/menu: every category (hidden ones too) in the vendor's order, dragged by
// the grip to reorder; a click selects it, the pencil opens its form.
import { ActionIcon, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MenuCategoryAdminView } from '@sofre/engine/contracts';
import { formatNumber } from '@sofre/web-shared';
import { updateCategory } from './categories.api.ts';
import { DragHandle } from './drag-handle.tsx';
import { menuAdminKeys } from './menu-admin.keys.ts';
import { menuAdminMessages } from './menu-admin.messages.ts';
import { SortableList } from './sortable-list.tsx';
import { useReorder } from './use-reorder.ts';

const text = menuAdminMessages.categories;

export interface CategoryListProps {
  readonly categories: readonly MenuCategoryAdminView[];
  readonly selectedId: string | undefined;
  readonly onSelect: (id: string) => void;
  readonly onEdit: (category: MenuCategoryAdminView) => void;
}

export function CategoryList({ categories, selectedId, onSelect, onEdit }: CategoryListProps) {
  const reorder = useReorder<MenuCategoryAdminView>(menuAdminKeys.categories, updateCategory);
  if (categories.length === 0) return <Text c="dimmed">{text.empty}</Text>;
  return (
    <Stack gap={6} data-testid="category-list">
      <SortableList rows={categories} onMove={reorder.move}>
        {(category, handle, dragging) => {
          const selected = category.id === selectedId;
          return (
            <Paper
              withBorder
              p={6}
              mb={6}
              shadow={dragging ? 'md' : undefined}
              bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
              data-testid={`admin-category-${category.id}`}
              data-order={category.order}
            >
              <Group gap={6} wrap="nowrap">
                <DragHandle handle={handle} testId={`category-drag-${category.id}`} />
                <UnstyledButton
                  style={{ flex: 1, minWidth: 0 }}
                  onClick={() => onSelect(category.id)}
                  data-testid={`category-select-${category.id}`}
                >
                  <Text fw={selected ? 700 : 500} truncate>
                    {category.title}
                  </Text>
                  <Group gap={4}>
                    <Text size="xs" c="dimmed">
                      {text.itemCount(formatNumber(category.itemCount))}
                    </Text>
                    {!category.active && (
                      <Badge size="xs" color="gray" variant="light">
                        {text.inactive}
                      </Badge>
                    )}
                  </Group>
                </UnstyledButton>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={menuAdminMessages.edit}
                  data-testid={`category-edit-${category.id}`}
                  onClick={() => onEdit(category)}
                >
                  ✎
                </ActionIcon>
              </Group>
            </Paper>
          );
        }}
      </SortableList>
    </Stack>
  );
}
