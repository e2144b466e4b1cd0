// The drawer's edit actor: the machine with the real save (PATCH /api/orders or PUT editpostpaid)
// and the toasts of spec §8 — a refused removal and a failed save in red with the message, a
// saved edit in green.
import { isDomainError } from '@sofre/engine';
import type { OrderEditAction } from '@sofre/engine/order-editing';
import { ApiError, commonMessages, notifyError, notifySuccess } from '@sofre/web-shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { CommandAccepted } from '@sofre/engine/contracts';
import { editRequest } from './edit-lines.ts';
import { editOrder } from './edit-order.api.ts';
import { orderEditMachine, type OrderEditEvent, type SaveEditInput } from './order-edit.machine.ts';

/** The engine's own refusals (the client-side check) toast like the server's. */
const toastRefusal = (error: unknown) =>
  notifyError(isDomainError(error) ? new ApiError(422, error.code, error.message) : error);

export interface OrderEditHandle {
  readonly snapshot: SnapshotFrom<typeof orderEditMachine>;
  readonly send: (event: OrderEditEvent) => void;
  readonly edit: (action: OrderEditAction) => void;
  /** Whether the machine takes the action now (drives disabled buttons). */
  readonly canEdit: (action: OrderEditAction) => boolean;
}

/** `onSaved` is told the saved edit's position; it must be stable (a state setter). */
export function useOrderEdit(onSaved: (position: string) => void): OrderEditHandle {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    orderEditMachine.provide({
      actors: {
        saveEdit: fromPromise<CommandAccepted, SaveEditInput>(({ input }) =>
          editOrder(editRequest(input.order, input.draft, input.mode), input.mode),
        ),
      },
      actions: {
        notifyRefused: (_, { code, message }) => notifyError(new ApiError(422, code, message)),
        notifySaved: (_, params) => {
          notifySuccess(commonMessages.operationSuccess);
          onSaved(params.accepted.position);
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
        },
        notifyFailed: (_, { error }) => toastRefusal(error),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  return {
    snapshot,
    send,
    edit: (action) => send({ type: 'edit', action }),
    canEdit: (action) => snapshot.can({ type: 'edit', action }),
  };
}
