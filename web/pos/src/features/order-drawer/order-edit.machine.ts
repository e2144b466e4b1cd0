// The cashier's workflow around editing one order (STYLE §12): idle → editing → saving → idle,
// back to editing when the save is refused. The line rules are the engine's order-editing draft
// (tryEdit: the removed list, restore, the cap on counts); this machine adds the save around it
// and is what the editor asks (`snapshot.can`) before enabling a button. Removing the last line
// stays clickable: the answer to it is the red NOT_ALLOW_REMOVE_ALL_ITEMS toast (spec §5, §8).
import type { CommandAccepted, OrderTracker } from '@sofre/engine/contracts';
import { tryEdit, type OrderEditAction, type OrderEditDraft } from '@sofre/engine/order-editing';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { draftChanged, startEdit } from './edit-lines.ts';
import type { EditMode } from './order-moves.ts';

export interface SaveEditInput {
  readonly order: OrderTracker;
  readonly draft: OrderEditDraft;
  readonly mode: EditMode;
}

export interface OrderEditContext {
  readonly order: OrderTracker | undefined;
  readonly mode: EditMode;
  readonly draft: OrderEditDraft | undefined;
  /** Why the last save failed. */
  readonly error: unknown;
}

export type OrderEditEvent =
  | { type: 'start'; order: OrderTracker; mode: EditMode }
  | { type: 'edit'; action: OrderEditAction }
  | { type: 'save' }
  | { type: 'cancel' };

/** 409 ORDER_CHANGED_MEANWHILE: the order changed since the cashier opened it. */
const changedMeanwhile = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'ORDER_CHANGED_MEANWHILE';

const attempt = (context: OrderEditContext, event: OrderEditEvent) =>
  event.type === 'edit' && context.draft ? tryEdit(context.draft, event.action) : undefined;

export const orderEditMachine = setup({
  types: {} as { context: OrderEditContext; events: OrderEditEvent },
  actors: {
    // The screen provides the real call (PATCH /api/orders or PUT editpostpaid); see use-order-edit.ts.
    saveEdit: fromPromise<CommandAccepted, SaveEditInput>(() =>
      Promise.reject(new Error('saveEdit is provided by the screen')),
    ),
  },
  actions: {
    applyEdit: assign(({ context, event }) => {
      const result = attempt(context, event);
      return result?.ok ? { draft: result.draft } : {};
    }),
    /** Provided by the screen: the red toast with the engine's refusal. */
    notifyRefused: (_, _params: { code: string; message: string }) => undefined,
    /** Provided by the screen: the green toast and reading the order again. */
    notifySaved: (_, _params: { accepted: CommandAccepted }) => undefined,
    /** Provided by the screen: the server's message in red. */
    notifyFailed: (_, _params: { error: unknown }) => undefined,
  },
  guards: {
    accepted: ({ context, event }) => attempt(context, event)?.ok === true,
    /** A refused removal is answered with a toast; other refusals are disabled buttons. */
    refusedRemoval: ({ context, event }) =>
      event.type === 'edit' &&
      event.action.type === 'removeLine' &&
      attempt(context, event)?.ok === false,
    changed: ({ context }) => context.draft !== undefined && draftChanged(context.draft),
  },
}).createMachine({
  id: 'orderEdit',
  context: { order: undefined, mode: 'order', draft: undefined, error: undefined },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ order: undefined, draft: undefined }),
      on: {
        start: {
          target: 'editing',
          actions: assign(({ event }) => {
            assertEvent(event, 'start');
            const { order, mode } = event;
            return { order, mode, draft: startEdit(order, mode), error: undefined };
          }),
        },
      },
    },
    editing: {
      on: {
        edit: [
          { guard: 'accepted', actions: 'applyEdit' },
          {
            guard: 'refusedRemoval',
            actions: {
              type: 'notifyRefused',
              params: ({ context, event }) => {
                const result = attempt(context, event);
                const error = result && !result.ok ? result.error : undefined;
                return { code: error?.code ?? '', message: error?.message ?? '' };
              },
            },
          },
        ],
        save: { guard: 'changed', target: 'saving' },
        cancel: { target: 'idle' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveEdit',
        input: ({ context }) => ({
          order: context.order!,
          draft: context.draft!,
          mode: context.mode,
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'notifySaved', params: ({ event }) => ({ accepted: event.output }) },
        },
        onError: [
          // Someone else changed the order: this draft is stale; start again from the order now.
          {
            guard: ({ event }) => changedMeanwhile(event.error),
            target: 'idle',
            actions: { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'editing',
            actions: [
              assign({ error: ({ event }) => event.error }),
              { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
  },
});
