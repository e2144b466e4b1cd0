// The cashier's workflow around one order draft (STYLE §12): editing → submitting → done or
// failed. The line rules are the engine's posDraftReducer; this machine adds the submission
// around it and is what the screen asks (`snapshot.can`) before enabling a button.
//
// The order id is made once per draft and kept across a retry after a failure, so a request
// that reached the server before the connection dropped is not taken twice (the gateway
// answers a repeated id with the first result). Any edit makes a new order, hence a new id.
// A line's note is such an edit (line-note.ts). The cash the customer handed over is the
// cashier's own reckoning, not part of the order: it is kept until the order is taken.
import type { CommandAccepted } from '@sofre/engine/contracts';
import {
  canApply,
  checkPosDraft,
  emptyPosDraft,
  posDraftReducer,
  type PosDraft,
  type PosDraftAction,
} from '@sofre/engine/pos-draft';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { withLineNote } from './line-note.ts';

export interface SubmitDraftInput {
  readonly orderId: string;
  readonly draft: PosDraft;
}

export interface PosDraftContext {
  readonly draft: PosDraft;
  readonly orderId: string | undefined;
  /** The server's answer to the last order submitted. */
  readonly accepted: CommandAccepted | undefined;
  /** Why the last submission failed (an ApiError with field errors, usually). */
  readonly error: unknown;
  /** Rial the customer handed over for a cash order; undefined until typed. */
  readonly tendered: number | undefined;
  /** What was handed over for the last order submitted (its receipt shows the change). */
  readonly acceptedTendered: number | undefined;
}

export type PosDraftEvent =
  | { type: 'edit'; action: PosDraftAction }
  | { type: 'noteLine'; tempId: string; note: string }
  | { type: 'tender'; amount: number | undefined }
  | { type: 'submit' };

export interface PosDraftInput {
  /** Makes the order's client id (a UUID). */
  readonly newId: () => string;
}

/** A draft can be sent when it has a paid line and a preparation time the kitchen can keep. */
export function isSubmittable(draft: PosDraft): boolean {
  try {
    checkPosDraft(draft);
    return true;
  } catch {
    return false;
  }
}

export const posDraftMachine = setup({
  types: {} as {
    context: PosDraftContext & { readonly newId: () => string };
    events: PosDraftEvent;
    input: PosDraftInput;
  },
  actors: {
    // The screen provides the real call (POST /api/orders); see use-pos-draft.ts.
    submitOrder: fromPromise<CommandAccepted, SubmitDraftInput>(() =>
      Promise.reject(new Error('submitOrder is provided by the screen')),
    ),
  },
  actions: {
    applyEdit: assign(({ context, event }) => {
      assertEvent(event, 'edit');
      const draft = posDraftReducer(context.draft, event.action);
      return {
        draft,
        orderId: undefined,
        error: undefined,
        // An order taken back to nothing starts its reckoning again too.
        tendered: draft.lines.length === 0 ? undefined : context.tendered,
      };
    }),
    applyLineNote: assign(({ context, event }) => {
      assertEvent(event, 'noteLine');
      return {
        draft: withLineNote(context.draft, event.tempId, event.note, context.newId()),
        orderId: undefined,
        error: undefined,
      };
    }),
    tender: assign({
      tendered: ({ event }) => {
        assertEvent(event, 'tender');
        return event.amount;
      },
    }),
    /** Provided by the screen: the green toast. */
    notifySubmitted: () => undefined,
  },
  guards: {
    canEdit: ({ context, event }) => event.type === 'edit' && canApply(context.draft, event.action),
    canNoteLine: ({ context, event }) =>
      event.type === 'noteLine' &&
      withLineNote(context.draft, event.tempId, event.note, 'probe') !== context.draft,
    canSubmit: ({ context }) => isSubmittable(context.draft),
  },
}).createMachine({
  id: 'posDraft',
  context: ({ input }) => ({
    draft: emptyPosDraft(),
    orderId: undefined,
    accepted: undefined,
    error: undefined,
    tendered: undefined,
    acceptedTendered: undefined,
    newId: input.newId,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        edit: { guard: 'canEdit', actions: 'applyEdit' },
        noteLine: { guard: 'canNoteLine', actions: 'applyLineNote' },
        tender: { actions: 'tender' },
        submit: { guard: 'canSubmit', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({
        orderId: ({ context }) => context.orderId ?? context.newId(),
        error: undefined,
      }),
      invoke: {
        src: 'submitOrder',
        input: ({ context }) => ({
          orderId: context.orderId ?? context.newId(),
          draft: context.draft,
        }),
        onDone: {
          target: 'done',
          actions: [
            assign({
              accepted: ({ event }) => event.output,
              acceptedTendered: ({ context }) =>
                context.draft.paymentType === 'CASH' ? context.tendered : undefined,
              draft: emptyPosDraft,
              orderId: undefined,
              tendered: undefined,
            }),
            'notifySubmitted',
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    /** Submitted: the draft is empty again, the last order's number is shown. */
    done: {
      on: { edit: { guard: 'canEdit', target: 'editing', actions: 'applyEdit' } },
    },
    /** Refused or unreachable: the draft is kept; retry keeps the same order id. */
    failed: {
      on: {
        edit: { guard: 'canEdit', target: 'editing', actions: 'applyEdit' },
        noteLine: { guard: 'canNoteLine', target: 'editing', actions: 'applyLineNote' },
        tender: { actions: 'tender' },
        submit: { guard: 'canSubmit', target: 'submitting' },
      },
    },
  },
});
