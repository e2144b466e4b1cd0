import type { MenuItemAdminView } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { emptyItemForm, formToCreate, formToUpdate, itemToForm } from './item-form.values.ts';

const kabab: MenuItemAdminView = {
  id: 'item-1',
  categoryId: 'cat-mains',
  categoryTitle: 'غذای اصلی',
  title: 'چلوکباب کوبیده',
  description: 'دو سیخ',
  price: 3_500_000,
  discount: 0,
  packagingCost: 50_000,
  servePackagingCost: 0,
  withTax: true,
  image: '/files/kabab.png',
  order: 1,
  active: true,
  available: true,
  sellChannels: ['WEBSITE', 'SALON'],
  tagIds: ['tag-1'],
  toppingCategoryIds: ['tc-sauces'],
  foodShiftIds: [],
  sellsNow: true,
};

describe('the menu item form', () => {
  it('shows Rial amounts in Toman and sends what is typed in Toman as Rial', () => {
    const values = itemToForm(kabab, 'TOMAN');
    expect(values.price).toBe(350_000);
    expect(values.packagingCost).toBe(5_000);
    expect(values.discount).toBeUndefined(); // 0 shows as an empty field
    const sent = formToCreate({ ...values, price: 420_000 }, 'TOMAN', 'new-id', 7);
    expect(sent).toMatchObject({ id: 'new-id', order: 7, price: 4_200_000, discount: 0 });
    expect(sent.packagingCost).toBe(50_000);
  });

  it('a Rial vendor types Rial', () => {
    const values = { ...emptyItemForm('cat'), title: 'دوغ', price: 180_000 };
    expect(formToCreate(values, 'RIAL', 'x', 1).price).toBe(180_000);
  });

  it('a new item sells on every channel, shown and in stock, trimmed, without empty description', () => {
    const sent = formToCreate(
      { ...emptyItemForm('cat'), title: '  سوپ  ', description: '   ', price: 60_000 },
      'TOMAN',
      'x',
      1,
    );
    expect(sent).toMatchObject({ title: 'سوپ', active: true, available: true, withTax: true });
    expect(sent.sellChannels).toEqual(['WEBSITE', 'QR', 'SALON', 'SNAPPFOOD', 'KIOSK']);
    expect(sent.description).toBeUndefined();
    expect(sent.image).toBeUndefined();
  });

  it('an unchanged edit sends only the id', () => {
    expect(formToUpdate(kabab, itemToForm(kabab, 'TOMAN'), 'TOMAN')).toEqual({ id: 'item-1' });
  });

  it('a price edit sends price and discount together, and nothing else', () => {
    const values = { ...itemToForm(kabab, 'TOMAN'), discount: 20_000 };
    expect(formToUpdate(kabab, values, 'TOMAN')).toEqual({
      id: 'item-1',
      price: 3_500_000,
      discount: 200_000,
    });
  });

  it('clearing the description or the picture sends null, which removes it', () => {
    const values = { ...itemToForm(kabab, 'TOMAN'), description: '', image: undefined };
    expect(formToUpdate(kabab, values, 'TOMAN')).toEqual({
      id: 'item-1',
      description: null,
      image: null,
    });
  });

  it('lists are compared as sets; a changed list is sent whole', () => {
    const same = { ...itemToForm(kabab, 'TOMAN'), sellChannels: ['SALON', 'WEBSITE'] as const };
    expect(formToUpdate(kabab, { ...same, sellChannels: [...same.sellChannels] }, 'TOMAN')).toEqual(
      { id: 'item-1' },
    );
    const more = { ...itemToForm(kabab, 'TOMAN'), toppingCategoryIds: ['tc-sauces', 'tc-bread'] };
    expect(formToUpdate(kabab, more, 'TOMAN')).toEqual({
      id: 'item-1',
      toppingCategoryIds: ['tc-sauces', 'tc-bread'],
    });
  });

  it('switches and a move to another category are sent when they change', () => {
    const values = {
      ...itemToForm(kabab, 'TOMAN'),
      available: false,
      withTax: false,
      categoryId: 'cat-b',
    };
    expect(formToUpdate(kabab, values, 'TOMAN')).toEqual({
      id: 'item-1',
      categoryId: 'cat-b',
      available: false,
      withTax: false,
    });
  });
});
