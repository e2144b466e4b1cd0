// Create or edit a menu item in a side drawer: what it is, its prices in the vendor's unit, where
// and when it sells, its extras and tags, its picture. The server's field errors appear beside
// the fields; the toast says the rest.
import { Button, Drawer, Group, ScrollArea, Stack } from '@mantine/core';
import type { MenuCategoryAdminView, MenuItemAdminView } from '@sofre/engine/contracts';
import { newId, notifySuccess, useCurrencyUnit } from '@sofre/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmRemoveButton } from './confirm-remove.button.tsx';
import { showFormErrors } from './form-errors.ts';
import { ItemFormFields, useItemForm } from './item-form.fields.tsx';
import { formToCreate, formToUpdate, ITEM_ID_LISTS } from './item-form.values.ts';
import { createItem, removeItem, updateItem } from './menu-items.api.ts';
import { wholeMenu } from './menu-admin.keys.ts';
import { menuAdminMessages } from './menu-admin.messages.ts';

const text = menuAdminMessages.items;

/** Which item the drawer holds: a new one in a category, or one being edited. */
export type ItemEditing =
  | { readonly kind: 'new'; readonly categoryId: string; readonly order: number }
  | { readonly kind: 'edit'; readonly item: MenuItemAdminView };

export interface ItemFormDrawerProps {
  readonly editing: ItemEditing | undefined;
  readonly categories: readonly MenuCategoryAdminView[];
  readonly onClose: () => void;
}

export function ItemFormDrawer({ editing, categories, onClose }: ItemFormDrawerProps) {
  return (
    <Drawer
      opened={editing !== undefined}
      onClose={onClose}
      position="left"
      size="lg"
      title={editing?.kind === 'edit' ? text.editTitle : text.newTitle}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {editing && (
        <ItemForm
          key={editing.kind === 'edit' ? editing.item.id : `new:${editing.categoryId}`}
          editing={editing}
          categories={categories}
          onClose={onClose}
        />
      )}
    </Drawer>
  );
}

function ItemForm({
  editing,
  categories,
  onClose,
}: Omit<ItemFormDrawerProps, 'editing'> & { editing: ItemEditing }) {
  const client = useQueryClient();
  const unit = useCurrencyUnit();
  const item = editing.kind === 'edit' ? editing.item : undefined;
  const form = useItemForm(
    item ? { item, unit } : { categoryId: editing.kind === 'new' ? editing.categoryId : '' },
  );
  const done = () => {
    notifySuccess(menuAdminMessages.saved);
    void client.invalidateQueries({ queryKey: wholeMenu });
    onClose();
  };
  const save = useMutation({
    mutationFn: () => {
      if (item) return updateItem(formToUpdate(item, form.values, unit));
      const order = editing.kind === 'new' ? editing.order : 0;
      return createItem(formToCreate(form.values, unit, newId(), order));
    },
    onSuccess: done,
    onError: (error) => showFormErrors(form, error, ITEM_ID_LISTS),
  });
  const remove = useMutation({ mutationFn: removeItem, onSuccess: done });

  return (
    <form onSubmit={form.onSubmit(() => save.mutate())} data-testid="item-form">
      <Stack gap="md">
        <ItemFormFields form={form} categories={categories} />
        <Group justify="space-between" mt="sm">
          {item ? (
            <ConfirmRemoveButton
              title={item.title}
              loading={remove.isPending}
              onConfirm={() => remove.mutate(item.id)}
              testId="item-remove"
            />
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {menuAdminMessages.cancel}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="item-save">
              {menuAdminMessages.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
