// A write from the menu screens (save or remove): every menu query is read again afterwards, the
// POS board's too. A refusal is toasted by the query client.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wholeMenu } from './menu-admin.keys.ts';

export function useMenuWrite<A, R>(
  write: (args: A) => Promise<R>,
  /** What the screen does once the server has said yes (a toast, closing a form). */
  after?: (result: R, args: A) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (result, args) => {
      // Not awaited: the form closes as soon as the server has answered.
      void client.invalidateQueries({ queryKey: wholeMenu });
      after?.(result, args);
    },
  });
}
