// The menu item form's fields and its client-side checks (the server checks everything again and
// its field errors land on these same fields: price, discount, tagIds, foodShiftIds …).
import {
  Divider,
  MultiSelect,
  Select,
  SimpleGrid,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { MenuCategoryAdminView, MenuItemAdminView } from '@sofre/engine/contracts';
import type { CurrencyUnit } from '@sofre/web-shared';
import { FoodShiftsField } from './food-shifts.field.tsx';
import { ImageField } from './image-field.tsx';
import { emptyItemForm, itemToForm, type ItemFormValues } from './item-form.values.ts';
import { menuAdminMessages } from './menu-admin.messages.ts';
import { MoneyInput } from '../../back-office-ui/money-input.tsx';
import { SellChannelsField } from './sell-channels.field.tsx';
import { TagsField } from './tags-field.tsx';
import { useToppingCategories } from './toppings.api.ts';

const text = menuAdminMessages.itemForm;

export type ItemForm = UseFormReturnType<ItemFormValues>;

export function useItemForm(
  from: { item: MenuItemAdminView; unit: CurrencyUnit } | { categoryId: string },
): ItemForm {
  return useForm<ItemFormValues>({
    initialValues:
      'item' in from ? itemToForm(from.item, from.unit) : emptyItemForm(from.categoryId),
    validate: {
      title: (v) => (v.trim() ? null : menuAdminMessages.required),
      categoryId: (v) => (v ? null : menuAdminMessages.required),
      price: (v) => (v === undefined ? menuAdminMessages.required : null),
      sellChannels: (v) => (v.length > 0 ? null : text.sellChannelsRequired),
    },
  });
}

type MoneyField = 'price' | 'discount' | 'packagingCost' | 'servePackagingCost';

export function ItemFormFields({
  form,
  categories,
}: {
  form: ItemForm;
  categories: readonly MenuCategoryAdminView[];
}) {
  const toppingCategories = useToppingCategories().data ?? [];
  const money = (field: MoneyField) => ({
    label: text[field],
    value: form.values[field],
    onValue: (v: number | undefined) => form.setFieldValue(field, v),
    error: form.errors[field],
    'data-testid': `item-${field}`,
  });
  return (
    <>
      <Divider label={text.sections.basics} labelPosition="right" />
      <TextInput
        label={text.title}
        data-autofocus
        data-testid="item-title"
        {...form.getInputProps('title')}
      />
      <Textarea
        label={text.description}
        autosize
        minRows={2}
        data-testid="item-description"
        {...form.getInputProps('description')}
      />
      <Select
        label={text.category}
        data={categories.map((c) => ({ value: c.id, label: c.title }))}
        allowDeselect={false}
        data-testid="item-category"
        {...form.getInputProps('categoryId')}
      />
      <ImageField
        value={form.values.image}
        onChange={(url) => form.setFieldValue('image', url)}
        error={form.errors.image}
      />

      <Divider label={text.sections.prices} labelPosition="right" />
      <SimpleGrid cols={2} spacing="sm">
        <MoneyInput {...money('price')} />
        <MoneyInput {...money('discount')} />
        <MoneyInput {...money('packagingCost')} />
        <MoneyInput {...money('servePackagingCost')} />
      </SimpleGrid>
      <Switch
        label={text.withTax}
        data-testid="item-with-tax"
        {...form.getInputProps('withTax', { type: 'checkbox' })}
      />

      <Divider label={text.sections.sale} labelPosition="right" />
      <SimpleGrid cols={2} spacing="sm">
        <Switch
          label={text.active}
          data-testid="item-form-active"
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <Switch
          label={text.available}
          data-testid="item-form-available"
          {...form.getInputProps('available', { type: 'checkbox' })}
        />
      </SimpleGrid>
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

      <Divider label={text.sections.extras} labelPosition="right" />
      <MultiSelect
        label={text.toppingCategories}
        data={toppingCategories.map((c) => ({ value: c.id, label: c.title }))}
        clearable
        searchable
        data-testid="item-topping-categories"
        {...form.getInputProps('toppingCategoryIds')}
      />
      <TagsField
        value={form.values.tagIds}
        onChange={(update) => form.setFieldValue('tagIds', update)}
        error={form.errors.tagIds}
      />
    </>
  );
}
