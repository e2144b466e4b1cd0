// Saving a drag: the list shows its new order at once, each moved row's `order` is sent (one
// after another: they are changes to one catalog), and a refusal puts the old order back (the
// red toast comes from the query cache).
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { wholeMenu } from './menu-admin.keys.ts';
import { reorder, type Ordered, type Reordered } from './reorder.ts';

export function useReorder<T extends Ordered>(
  queryKey: QueryKey,
  save: (change: { id: string; order: number }) => Promise<unknown>,
) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ changes }: Reordered<T>) => {
      for (const change of changes) await save(change);
    },
    onMutate: async ({ rows }) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<T[]>(queryKey);
      client.setQueryData(queryKey, rows);
      return { previous };
    },
    onError: (_error, _moved, result) => client.setQueryData(queryKey, result?.previous),
    onSettled: () => client.invalidateQueries({ queryKey: wholeMenu }),
  });
  return {
    pending: mutation.isPending,
    move(movedId: string, targetId: string) {
      const next = reorder(client.getQueryData<T[]>(queryKey) ?? [], movedId, targetId);
      if (next.changes.length > 0) mutation.mutate(next);
    },
  };
}
