// Create or edit a menu item in a side drawer: what it is, its prices in the vendor's unit, where
// and when it sells, its extras and tags, its picture. The server's field errors appear beside
// the fields; the toast says the rest.
import { Drawer, ScrollArea, Stack } from '@mantine/core';
import type { MenuCategoryAdminView, MenuItemAdminView } from '@sofre/engine/contracts';
import { newId, notifySuccess, saveForm, useCurrencyUnit } from '@sofre/web-shared';
import { ItemFormFields, useItemForm } from './item-form.fields.tsx';
import {
  formToCreate,
  formToUpdate,
  ITEM_ID_LISTS,
  type ItemFormValues,
} from './item-form.values.ts';
import { createItem, removeItem, updateItem } from './menu-items.api.ts';
import { menuAdminMessages } from './menu-admin.messages.ts';
import { MenuFormFooter } from './menu-form.footer.tsx';
import { useMenuWrite } from './use-menu-write.ts';

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
  const unit = useCurrencyUnit();
  const item = editing.kind === 'edit' ? editing.item : undefined;
  const form = useItemForm(
    item ? { item, unit } : { categoryId: editing.kind === 'new' ? editing.categoryId : '' },
  );
  const save = useMenuWrite((values: ItemFormValues) => {
    if (item) return updateItem(formToUpdate(item, values, unit));
    const order = editing.kind === 'new' ? editing.order : 0;
    return createItem(formToCreate(values, unit, newId(), order));
  });
  const submit = form.onSubmit((values) =>
    saveForm(form, () => save.mutateAsync(values), {
      saved: menuAdminMessages.saved,
      onDone: onClose,
      idLists: ITEM_ID_LISTS,
    }),
  );
  const remove = useMenuWrite(removeItem, () => {
    notifySuccess(menuAdminMessages.saved);
    onClose();
  });

  return (
    <form onSubmit={submit} data-testid="item-form">
      <Stack gap="md">
        <ItemFormFields form={form} categories={categories} />
        <MenuFormFooter
          removal={
            item && {
              title: item.title,
              loading: remove.isPending,
              onConfirm: () => remove.mutate(item.id),
              testId: 'item-remove',
            }
          }
          onCancel={onClose}
          saving={save.isPending}
          saveTestId="item-save"
        />
      </Stack>
    </form>
  );
}
