// The POS screen's draft actor: the machine with the real submission (the order, then its split),
// the toasts, the vendor's pricing kept current, and the draft kept in this browser on every
// change (kept-draft.ts), taken up again after a reload.
import { notifications } from '@mantine/notifications';
import {
  currentLogin,
  newId,
  notifySuccess,
  toApiError,
  usePricingSettings,
} from '@sofre/web-shared';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { CommandAccepted } from '@sofre/engine/contracts';
import type { PosDraftAction } from '@sofre/engine/pos-draft';
import { posMessages } from '../../messages/pos.messages.ts';
import { useCreateOrder } from './create-order.api.ts';
import { toCreateOrderRequest } from './draft-to-request.ts';
import { keepDraft, keptDraftKey, readKeptDraft } from './kept-draft.ts';
import {
  posDraftMachine,
  type PosDraftEvent,
  type RecordSplitInput,
  type SubmitDraftInput,
} from './pos-draft.machine.ts';
import { recordSplit } from './record-split.api.ts';

export interface PosDraftHandle {
  readonly snapshot: SnapshotFrom<typeof posDraftMachine>;
  readonly send: (event: PosDraftEvent) => void;
  /** Applies a cashier action to the draft. */
  readonly edit: (action: PosDraftAction) => void;
  /** Whether the machine would take the action now (drives disabled buttons). */
  readonly canEdit: (action: PosDraftAction) => boolean;
}

export function usePosDraft(): PosDraftHandle {
  const { mutateAsync } = useCreateOrder();
  const [machine] = useState(() =>
    posDraftMachine.provide({
      actors: {
        submitOrder: fromPromise<CommandAccepted, SubmitDraftInput>(({ input }) =>
          mutateAsync(toCreateOrderRequest(input.orderId, input.draft)),
        ),
        recordSplit: fromPromise<unknown, RecordSplitInput>(({ input }) => recordSplit(input)),
      },
      actions: {
        notifySubmitted: () => notifySuccess(posMessages.draft.submitted),
        notifySplitFailed: ({ context }) =>
          notifications.show({
            color: 'red',
            autoClose: false,
            title: posMessages.split.notRecordedTitle,
            message: posMessages.split.notRecorded(toApiError(context.splitError).message),
          }),
      },
    }),
  );
  const [keptAt] = useState(() => {
    const login = currentLogin();
    return login ? keptDraftKey(login) : undefined;
  });
  const [kept] = useState(() => (keptAt ? readKeptDraft(keptAt) : undefined));
  const [snapshot, send] = useMachine(machine, { input: { newId, kept } });
  const settings = usePricingSettings();
  useEffect(() => send({ type: 'pricing', settings }), [send, settings]);
  const { draft, orderId, tendered } = snapshot.context;
  useEffect(() => {
    if (keptAt) keepDraft(keptAt, { draft, orderId, tendered });
  }, [keptAt, draft, orderId, tendered]);
  return {
    snapshot,
    send,
    edit: (action) => send({ type: 'edit', action }),
    canEdit: (action) => snapshot.can({ type: 'edit', action }),
  };
}
