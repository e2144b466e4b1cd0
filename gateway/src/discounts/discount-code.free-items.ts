// A FREEITEM code's gifts come in as menu item ids and are stored as the menu had them then
// (title, price, costs: spec §3 freeItems). The reference is checked here against the menu read
// model before the command (cross-record references are the route's to check, records kit): an id
// that is not on the vendor's menu is a field error on that gift.
import { DomainError, errorMessages } from '@sofre/engine';
import type { DiscountFreeItem } from '@sofre/engine/discounts';
import type { ReadSide } from '../platform/read-side.port.ts';

export async function freeItemsFromMenu(
  readSide: ReadSide,
  vendorId: string,
  refs: readonly { readonly id: string }[] | undefined,
): Promise<DiscountFreeItem[] | undefined> {
  if (refs === undefined) return undefined;
  if (refs.length === 0) return [];
  const items = new Map(
    (await readSide.menu(vendorId)).flatMap((c) => c.items).map((i) => [i.id, i]),
  );
  const errors = refs.flatMap((ref, i) =>
    items.has(ref.id)
      ? []
      : [
          {
            field: `freeItems.${i}.id`,
            code: 'MENU_ITEM_NOT_FOUND',
            message: errorMessages.MENU_ITEM_NOT_FOUND,
          },
        ],
  );
  if (errors.length > 0) throw new DomainError('MENU_ITEM_NOT_FOUND', errors);
  return refs.map((ref) => {
    const item = items.get(ref.id)!;
    return {
      id: item.id,
      title: item.title,
      price: item.price,
      discount: item.discount,
      packagingCost: item.packagingCost,
      servePackagingCost: item.servePackagingCost,
      withTax: item.withTax,
    };
  });
}
