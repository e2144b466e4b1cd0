// Create or edit a menu category: title, shown or hidden, sell channels and food shifts. A new
// category goes to the end of the list; removing one that still has items is refused by the server
// (MENU_CATEGORY_NOT_EMPTY, shown in red).
import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ALL_SELL_CHANNELS,
  type MenuCategoryAdminView,
  type SellChannel,
} from '@sofre/engine/contracts';
import { newId, notifySuccess } from '@sofre/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCategory, removeCategory, updateCategory } from './categories.api.ts';
import { ConfirmRemoveButton } from './confirm-remove.button.tsx';
import { FoodShiftsField } from './food-shifts.field.tsx';
import { showFormErrors } from './form-errors.ts';
import { wholeMenu } from './menu-admin.keys.ts';
import { menuAdminMessages } from './menu-admin.messages.ts';
import { SellChannelsField } from './sell-channels.field.tsx';

const text = menuAdminMessages.categories;

interface CategoryFormValues {
  title: string;
  active: boolean;
  sellChannels: SellChannel[];
  foodShiftIds: string[];
}

export interface CategoryFormModalProps {
  /** undefined: closed; 'new': a new category; otherwise the one being edited. */
  readonly editing: MenuCategoryAdminView | 'new' | undefined;
  readonly nextOrder: number;
  readonly onClose: () => void;
  readonly onSaved: (category: MenuCategoryAdminView) => void;
  readonly onRemoved: (id: string) => void;
}

export function CategoryFormModal({ editing, ...props }: CategoryFormModalProps) {
  return (
    <Modal
      opened={editing !== undefined}
      onClose={props.onClose}
      title={editing === 'new' ? text.newTitle : text.editTitle}
      centered
    >
      {editing && (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? undefined : editing}
          {...props}
        />
      )}
    </Modal>
  );
}

function CategoryForm({
  category,
  nextOrder,
  onClose,
  onSaved,
  onRemoved,
}: Omit<CategoryFormModalProps, 'editing'> & { category: MenuCategoryAdminView | undefined }) {
  const client = useQueryClient();
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
  const done = () => {
    notifySuccess(menuAdminMessages.saved);
    void client.invalidateQueries({ queryKey: wholeMenu });
  };
  const save = useMutation({
    mutationFn: (values: CategoryFormValues) =>
      category
        ? updateCategory({ id: category.id, ...values })
        : createCategory({ id: newId(), order: nextOrder, ...values }),
    onSuccess: (saved) => {
      done();
      onSaved(saved);
    },
    onError: (error) => showFormErrors(form, error, ['sellChannels', 'foodShiftIds']),
  });
  const remove = useMutation({
    mutationFn: removeCategory,
    onSuccess: (_answer, id) => {
      done();
      onRemoved(id);
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
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
        <Group justify="space-between" mt="sm">
          {category ? (
            <ConfirmRemoveButton
              title={category.title}
              loading={remove.isPending}
              onConfirm={() => remove.mutate(category.id)}
              testId="category-remove"
            />
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {menuAdminMessages.cancel}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="category-save">
              {menuAdminMessages.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
