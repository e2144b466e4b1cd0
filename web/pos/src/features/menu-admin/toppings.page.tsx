// /bo/toppings: the vendor's topping categories (نان، سس، اندازه …) with their min/max choices
// and toppings; create, edit and remove both, and switch a topping out of stock in one tap.
import {
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ToppingCategoryAdminView } from '@sofre/engine/contracts';
import { useLiveInvalidation, type Editing } from '@sofre/web-shared';
import { useState } from 'react';
import { menuAdminKeys } from './menu-admin.keys.ts';
import { menuAdminMessages } from './menu-admin.messages.ts';
import { ToppingCategoryCard } from './topping-category.card.tsx';
import { ToppingCategoryFormModal } from './topping-category-form.modal.tsx';
import { ToppingFormModal, type ToppingEditing } from './topping-form.modal.tsx';
import { useToppingCategories } from './toppings.api.ts';

const text = menuAdminMessages.toppings;

const matches = (category: ToppingCategoryAdminView, search: string) =>
  search === '' ||
  category.title.includes(search) ||
  category.toppings.some((t) => t.title.includes(search));

export function ToppingsPage() {
  // Another manager's change (or the marketplace sync) shows here without a reload.
  useLiveInvalidation('menu', menuAdminKeys.all);
  const categories = useToppingCategories();
  const [search, setSearch] = useState('');
  const [editingCategory, setEditingCategory] = useState<Editing<ToppingCategoryAdminView>>();
  const [editingTopping, setEditingTopping] = useState<ToppingEditing>();

  const shown = (categories.data ?? []).filter((c) => matches(c, search.trim()));
  return (
    <Stack gap="md" data-testid="toppings-admin">
      <Group justify="space-between">
        <Title order={3}>{text.title}</Title>
        <Group gap="sm">
          <TextInput
            placeholder={text.search}
            aria-label={text.search}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={220}
          />
          <Button onClick={() => setEditingCategory('new')} data-testid="topping-category-add">
            {text.addCategory}
          </Button>
        </Group>
      </Group>
      {categories.isPending ? (
        <Center h={200}>
          <Loader aria-label={menuAdminMessages.loading} />
        </Center>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{text.empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {shown.map((category) => (
            <ToppingCategoryCard
              key={category.id}
              category={category}
              onEdit={setEditingCategory}
              onAddTopping={(toppingCategoryId) =>
                setEditingTopping({ kind: 'new', toppingCategoryId })
              }
              onEditTopping={(topping) => setEditingTopping({ kind: 'edit', topping })}
            />
          ))}
        </SimpleGrid>
      )}
      <ToppingCategoryFormModal
        editing={editingCategory}
        onClose={() => setEditingCategory(undefined)}
      />
      <ToppingFormModal editing={editingTopping} onClose={() => setEditingTopping(undefined)} />
    </Stack>
  );
}
