// /bo/menu: the menu manager. Categories in a side list (drag to reorder), the selected
// category's items beside it (drag to reorder, one-tap stock and visibility switches), and the
// forms for both. Every save refreshes the menu queries of this tab; the POS elsewhere, and this
// screen when the menu changes elsewhere, follow the live `menu` topic.
import { Button, Center, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { MenuCategoryAdminView, MenuItemAdminView } from '@sofre/engine/contracts';
import { useLiveInvalidation, type Editing } from '@sofre/web-shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCategories } from './categories.api.ts';
import { CategoryFormModal } from './category-form.modal.tsx';
import { CategoryList } from './category-list.tsx';
import { ItemFormDrawer, type ItemEditing } from './item-form.drawer.tsx';
import { ItemList } from './item-list.tsx';
import { menuAdminKeys } from './menu-admin.keys.ts';
import { menuAdminMessages } from './menu-admin.messages.ts';
import { nextOrder } from './reorder.ts';

const text = menuAdminMessages;

export function MenuAdminPage() {
  const client = useQueryClient();
  // Another manager's change (or the marketplace sync) shows here without a reload.
  useLiveInvalidation('menu', menuAdminKeys.all);
  const categories = useCategories();
  const [chosenId, setChosenId] = useState<string>();
  const [editingCategory, setEditingCategory] = useState<Editing<MenuCategoryAdminView>>();
  const [editingItem, setEditingItem] = useState<ItemEditing>();

  if (categories.isPending) {
    return (
      <Center h={240}>
        <Loader aria-label={text.loading} />
      </Center>
    );
  }
  const all = categories.data ?? [];
  // The chosen category, or the first one (also after the chosen one was removed).
  const selected = all.find((c) => c.id === chosenId) ?? all[0];

  const addItem = (categoryId: string) => {
    const items = client.getQueryData<MenuItemAdminView[]>(menuAdminKeys.items(categoryId)) ?? [];
    setEditingItem({ kind: 'new', categoryId, order: nextOrder(items) });
  };

  return (
    <Stack gap="md" data-testid="menu-admin">
      <Title order={3}>{text.title}</Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Paper withBorder p="sm">
            <Group justify="space-between" mb={4}>
              <Title order={4}>{text.categories.title}</Title>
              <Button
                size="xs"
                onClick={() => setEditingCategory('new')}
                data-testid="category-add"
              >
                {text.categories.add}
              </Button>
            </Group>
            <Text size="xs" c="dimmed" mb="sm">
              {text.categories.reorderHint}
            </Text>
            <CategoryList
              categories={all}
              selectedId={selected?.id}
              onSelect={setChosenId}
              onEdit={setEditingCategory}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Paper withBorder p="sm">
            {selected ? (
              <>
                <Group justify="space-between" mb="sm">
                  <Title order={4} data-testid="selected-category-title">
                    {selected.title}
                  </Title>
                  <Button size="xs" onClick={() => addItem(selected.id)} data-testid="item-add">
                    {text.items.add}
                  </Button>
                </Group>
                <ItemList
                  categoryId={selected.id}
                  onEdit={(item) => setEditingItem({ kind: 'edit', item })}
                />
              </>
            ) : (
              <Text c="dimmed">{text.items.pickCategory}</Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <CategoryFormModal
        editing={editingCategory}
        nextOrder={nextOrder(all)}
        onClose={() => setEditingCategory(undefined)}
        onSaved={(category) => setChosenId(category.id)}
        onRemoved={() => setChosenId(undefined)}
      />
      <ItemFormDrawer
        editing={editingItem}
        categories={all}
        onClose={() => setEditingItem(undefined)}
      />
    </Stack>
  );
}
