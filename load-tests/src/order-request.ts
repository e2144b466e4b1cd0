// A realistic salon order built from the demo menu the gateway seeds.
import type { CreateOrderRequest, MenuCategoryView } from '@sofre/engine/contracts';
import { v7 } from 'uuid';

export const VENDOR_HEADERS = {
  'content-type': 'application/json',
  'x-vendor-domain': 'localhost',
};

export async function loadMenu(baseUrl: string): Promise<MenuCategoryView[]> {
  const response = await fetch(`${baseUrl}/api-catalog/catalog/menucategories/all`, {
    headers: VENDOR_HEADERS,
  });
  if (!response.ok) throw new Error(`menu: ${response.status} ${await response.text()}`);
  return (await response.json()) as MenuCategoryView[];
}

/** Two plain items (no required toppings), so every request is valid. */
export function orderTemplate(menu: MenuCategoryView[]): Omit<CreateOrderRequest, 'id'> {
  const plain = menu
    .flatMap((c) => c.items)
    .filter((i) => i.available && i.active && i.toppingCategories.every((t) => t.minChoices === 0));
  if (plain.length < 2) throw new Error('the demo menu needs two items without required toppings');
  return {
    tableNumber: '7',
    numberOfCustomers: 2,
    lines: [
      { menuItemId: plain[0]!.id, count: 2 },
      { menuItemId: plain[1]!.id, count: 1 },
    ],
  };
}

/** An order id as the POS makes it (web/shared new-id.ts): a time-ordered UUID version 7. */
export const newOrderId = (): string => v7();

export const orderBody = (template: Omit<CreateOrderRequest, 'id'>, id: string = newOrderId()) =>
  JSON.stringify({ ...template, id });
