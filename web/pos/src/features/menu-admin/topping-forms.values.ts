// The topping forms' values and their requests. Prices are typed in the vendor's unit and sent
// as Rial; an empty price is a free topping (0). A topping category is created with its first
// toppings; afterwards its own form edits only title and min/max choices, and toppings are added,
// edited and removed one by one.
import type {
  CreateToppingCategoryRequest,
  CreateToppingRequest,
  ToppingAdminView,
  ToppingCategoryAdminView,
  UpdateToppingCategoryRequest,
  UpdateToppingRequest,
} from '@sofre/engine/contracts';
import { rialToUnit, unitToRial, type CurrencyUnit } from '@sofre/web-shared';

export interface ToppingRowValues {
  /** The row's React key and the topping's id once sent. */
  key: string;
  title: string;
  price: number | undefined;
}

export interface ToppingCategoryFormValues {
  title: string;
  minChoices: number | undefined;
  maxChoices: number | undefined;
  /** Only when creating: the category's first toppings. */
  toppings: ToppingRowValues[];
}

export interface ToppingFormValues {
  title: string;
  price: number | undefined;
  available: boolean;
}

const rial = (amount: number | undefined, unit: CurrencyUnit) =>
  amount === undefined ? 0 : unitToRial(amount, unit);

export const newToppingRow = (key: string): ToppingRowValues => ({
  key,
  title: '',
  price: undefined,
});

export const toppingCategoryToForm = (
  category: ToppingCategoryAdminView | undefined,
  firstRowKey: string,
): ToppingCategoryFormValues =>
  category
    ? {
        title: category.title,
        minChoices: category.minChoices,
        maxChoices: category.maxChoices,
        toppings: [],
      }
    : { title: '', minChoices: 0, maxChoices: 1, toppings: [newToppingRow(firstRowKey)] };

export const formToCreateToppingCategory = (
  values: ToppingCategoryFormValues,
  unit: CurrencyUnit,
  id: string,
): CreateToppingCategoryRequest => ({
  id,
  title: values.title.trim(),
  minChoices: values.minChoices ?? 0,
  // Left empty, the field is sent as 0 so the server names it (maxChoices must be positive).
  maxChoices: values.maxChoices ?? 0,
  toppings: values.toppings.map((t) => ({
    id: t.key,
    title: t.title.trim(),
    price: rial(t.price, unit),
  })),
});

export const formToUpdateToppingCategory = (
  id: string,
  values: ToppingCategoryFormValues,
): UpdateToppingCategoryRequest => ({
  id,
  title: values.title.trim(),
  minChoices: values.minChoices ?? 0,
  maxChoices: values.maxChoices ?? 0,
});

export const toppingToForm = (
  topping: ToppingAdminView | undefined,
  unit: CurrencyUnit,
): ToppingFormValues =>
  topping
    ? {
        title: topping.title,
        price: topping.price === 0 ? undefined : rialToUnit(topping.price, unit),
        available: topping.available,
      }
    : { title: '', price: undefined, available: true };

export const formToCreateTopping = (
  values: ToppingFormValues,
  unit: CurrencyUnit,
  toppingCategoryId: string,
  id: string,
): CreateToppingRequest => ({
  id,
  toppingCategoryId,
  title: values.title.trim(),
  price: rial(values.price, unit),
  available: values.available,
});

export const formToUpdateTopping = (
  id: string,
  values: ToppingFormValues,
  unit: CurrencyUnit,
): UpdateToppingRequest => ({
  id,
  title: values.title.trim(),
  price: rial(values.price, unit),
  available: values.available,
});
