// A topping's in-stock switch: flips at once, flips back on a refusal (the red toast comes from
// the query cache).
import type { ToppingAdminView, ToppingCategoryAdminView } from '@sofre/engine/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuAdminKeys, wholeMenu } from './menu-admin.keys.ts';
import { updateTopping } from './toppings.api.ts';

export interface ToppingSwitch {
  readonly topping: ToppingAdminView;
  readonly available: boolean;
}

export function useToppingSwitch() {
  const client = useQueryClient();
  const setAvailable = (id: string, available: boolean) =>
    client.setQueryData<ToppingCategoryAdminView[]>(menuAdminKeys.toppingCategories, (all) =>
      all?.map((c) => ({
        ...c,
        toppings: c.toppings.map((t) => (t.id === id ? { ...t, available } : t)),
      })),
    );
  return useMutation({
    mutationFn: ({ topping, available }: ToppingSwitch) =>
      updateTopping({ id: topping.id, available }),
    onMutate: async ({ topping, available }) => {
      await client.cancelQueries({ queryKey: menuAdminKeys.toppingCategories });
      setAvailable(topping.id, available);
    },
    onError: (_error, { topping, available }) => setAvailable(topping.id, !available),
    onSettled: () => client.invalidateQueries({ queryKey: wholeMenu }),
  });
}
