// What every command of the drawer does once the server took it: the green «عملیات با موفقیت
// انجام گردید.» (spec §8), the drawer reads the order at the command's position, and the order
// queries are read again. A refusal is toasted by the query client in red unless the command
// shows it itself (`silent`: the refund passes the server's body on, spec §8).
import type { CommandAccepted } from '@sofre/engine/contracts';
import { commonMessages, notifySuccess } from '@sofre/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Told the position of each command the server took, so the drawer reads its own writes. */
export type OnAccepted = (accepted: CommandAccepted) => void;

export function useOrderCommand<V>(
  run: (variables: V) => Promise<CommandAccepted>,
  onAccepted: OnAccepted,
  options: { silent?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: options.silent ? { silent: true } : undefined,
    onSuccess: (accepted) => {
      notifySuccess(commonMessages.operationSuccess);
      onAccepted(accepted);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
