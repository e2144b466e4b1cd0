// The gifts of a FREEITEM code, picked from the menu (GET /api-catalog/catalog/menucategories/all),
// grouped by category with each item's price. The server copies title, price and costs from the
// menu when the code is saved.
import { itemUnitPrice } from '@sofre/engine/pricing';
import { MultiSelect } from '@mantine/core';
import { useMenu, useMoney } from '@sofre/web-shared';
import { discountMessages } from './discount-codes.messages.ts';

export interface FreeItemsFieldProps {
  readonly value: string[];
  readonly onChange: (ids: string[]) => void;
  readonly error?: string;
}

export function FreeItemsField({ value, onChange, error }: FreeItemsFieldProps) {
  const menu = useMenu();
  const money = useMoney();
  const data = (menu.data ?? []).map((category) => ({
    group: category.title,
    items: category.items.map((item) => ({
      value: item.id,
      label: `${item.title} (${money(itemUnitPrice(item))})`,
    })),
  }));
  return (
    <MultiSelect
      label={discountMessages.form.freeItems}
      placeholder={discountMessages.form.freeItemsPlaceholder}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      withAsterisk
      disabled={menu.isPending}
      comboboxProps={{ withinPortal: true }}
      data-testid="discount-free-items"
    />
  );
}
