// Create or edit a menu category: title, shown or hidden, sell channels and food shifts. A new
// category goes to the end of the list; removing one that still has items is refused by the server
// (MENU_CATEGORY_NOT_EMPTY, shown in red).
import { Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ALL_SELL_CHANNELS,
  type MenuCategoryAdminView,
  type SellChannel,
} from '@sofre/engine/contracts';
import { newId, notifySuccess, RecordFormModal, saveForm, type Editing } from '@sofre/web-shared';
import { createCategory, removeCategory, updateCategory } from './categories.api.ts';
import { FoodShiftsField } from './food-shifts.field.tsx';
import { menuAdminMessages } from './menu-admin.messages.ts';
import { MenuFormFooter } from './menu-form.footer.tsx';
import { SellChannelsField } from './sell-channels.field.tsx';
import { useMenuWrite } from './use-menu-write.ts';

const text = menuAdminMessages.categories;

/** The id lists shown as one field each (their entries' errors go on the field). */
const CATEGORY_ID_LISTS = ['sellChannels', 'foodShiftIds'];

interface CategoryFormValues {
  title: string;
  active: boolean;
  sellChannels: SellChannel[];
  foodShiftIds: string[];
}

export interface CategoryFormModalProps {
  /** undefined: closed; 'new': a new category; otherwise the one being edited. */
  readonly editing: Editing<MenuCategoryAdminView>;
  readonly nextOrder: number;
  readonly onClose: () => void;
  /** After a save, before the modal closes. */
  readonly onSaved: (category: MenuCategoryAdminView) => void;
  /** After a removal, before the modal closes. */
  readonly onRemoved: (id: string) => void;
}

export function CategoryFormModal({ editing, onClose, ...props }: CategoryFormModalProps) {
  return (
    <RecordFormModal
      editing={editing}
      onClose={onClose}
      titles={{ new: text.newTitle, edit: text.editTitle }}
    >
      {(category, done) => <CategoryForm category={category} onDone={done} {...props} />}
    </RecordFormModal>
  );
}

interface CategoryFormProps extends Omit<CategoryFormModalProps, 'editing' | 'onClose'> {
  readonly category: MenuCategoryAdminView | undefined;
  readonly onDone: () => void;
}

function CategoryForm({ category, nextOrder, onDone, onSaved, onRemoved }: CategoryFormProps) {
  const form = useForm<CategoryFormValues>({
    initialValues: {
      title: category?.title ?? '',
      active: category?.active ?? true,
      sellChannels: category ? [...category.sellChannels] : [...ALL_SELL_CHANNELS],
      foodShiftIds: category ? [...category.foodShiftIds] : [],
    },
    validate: {
      title: (v) => (v.trim() ? null : menuAdminMessages.required),
      sellChannels: (v) => (v.length > 0 ? null : menuAdminMessages.itemForm.sellChannelsRequired),
    },
  });
  const save = useMenuWrite((values: CategoryFormValues) =>
    category
      ? updateCategory({ id: category.id, ...values })
      : createCategory({ id: newId(), order: nextOrder, ...values }),
  );
  const submit = form.onSubmit((values) =>
    saveForm(form, async () => onSaved(await save.mutateAsync(values)), {
      saved: menuAdminMessages.saved,
      onDone,
      idLists: CATEGORY_ID_LISTS,
    }),
  );
  const remove = useMenuWrite(removeCategory, (_answer, id) => {
    notifySuccess(menuAdminMessages.saved);
    onRemoved(id);
    onDone();
  });

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={text.name}
          data-autofocus
          data-testid="category-title"
          {...form.getInputProps('title')}
        />
        <Switch
          label={text.active}
          data-testid="category-active"
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <SellChannelsField
          value={form.values.sellChannels}
          onChange={(v) => form.setFieldValue('sellChannels', v)}
          error={form.errors.sellChannels}
        />
        <FoodShiftsField
          value={form.values.foodShiftIds}
          onChange={(v) => form.setFieldValue('foodShiftIds', v)}
          error={form.errors.foodShiftIds}
        />
        <MenuFormFooter
          removal={
            category && {
              title: category.title,
              loading: remove.isPending,
              onConfirm: () => remove.mutate(category.id),
              testId: 'category-remove',
            }
          }
          onCancel={onDone}
          saving={save.isPending}
          saveTestId="category-save"
        />
      </Stack>
    </form>
  );
}
