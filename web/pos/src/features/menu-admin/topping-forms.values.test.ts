import type { ToppingAdminView } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import {
  formToCreateTopping,
  formToCreateToppingCategory,
  formToUpdateTopping,
  formToUpdateToppingCategory,
  newToppingRow,
  toppingCategoryToForm,
  toppingToForm,
} from './topping-forms.values.ts';

describe('the topping forms', () => {
  it('a new category starts with one empty topping row and 0 to 1 choices', () => {
    expect(toppingCategoryToForm(undefined, 'row-1')).toEqual({
      title: '',
      minChoices: 0,
      maxChoices: 1,
      toppings: [{ key: 'row-1', title: '', price: undefined }],
    });
  });

  it('creates a category with its toppings, prices typed in Toman sent as Rial, empty = free', () => {
    const sent = formToCreateToppingCategory(
      {
        title: ' نان ',
        minChoices: 1,
        maxChoices: 2,
        toppings: [
          { key: 't1', title: 'نان سنگک', price: 15_000 },
          { ...newToppingRow('t2'), title: 'نان لواش' },
        ],
      },
      'TOMAN',
      'tc-1',
    );
    expect(sent).toEqual({
      id: 'tc-1',
      title: 'نان',
      minChoices: 1,
      maxChoices: 2,
      toppings: [
        { id: 't1', title: 'نان سنگک', price: 150_000 },
        { id: 't2', title: 'نان لواش', price: 0 },
      ],
    });
  });

  it('an empty max is sent as 0 so the server names the field', () => {
    const values = { title: 'سس', minChoices: undefined, maxChoices: undefined, toppings: [] };
    expect(formToUpdateToppingCategory('tc', values)).toEqual({
      id: 'tc',
      title: 'سس',
      minChoices: 0,
      maxChoices: 0,
    });
  });

  it('a topping round-trips through its form in the vendor unit', () => {
    const cheese: ToppingAdminView = {
      id: 'top-1',
      toppingCategoryId: 'tc',
      toppingCategoryTitle: 'افزودنی',
      title: 'پنیر اضافه',
      price: 400_000,
      available: false,
    };
    const values = toppingToForm(cheese, 'TOMAN');
    expect(values).toEqual({ title: 'پنیر اضافه', price: 40_000, available: false });
    expect(formToUpdateTopping('top-1', values, 'TOMAN')).toEqual({
      id: 'top-1',
      title: 'پنیر اضافه',
      price: 400_000,
      available: false,
    });
    expect(formToCreateTopping(toppingToForm(undefined, 'RIAL'), 'RIAL', 'tc', 'n')).toEqual({
      id: 'n',
      toppingCategoryId: 'tc',
      title: '',
      price: 0,
      available: true,
    });
  });
});
