// The cashier's workflow around one order draft (STYLE §12): editing → submitting → (recording
// the split →) done, or failed. The draft's rules are the engine's posDraftReducer and
// checkPosDraft; this machine adds the submission around them and is what the screen asks
// (`snapshot.can`) before enabling a button.
//
// The order id is made once per draft and kept across a retry after a failure, so a request
// that reached the server before the connection dropped is not taken twice (the gateway
// answers a repeated id with the first result). Any edit makes a new order, hence a new id.
// The cash the customer handed over is the cashier's own reckoning, not part of the order: it is
// kept until the order is taken. A split (MULTI) bill is recorded once the order exists; if that
// fails the order stands and the split is taken from today's orders instead.
import { isDomainError } from '@sofre/engine';
import type { CommandAccepted } from '@sofre/engine/contracts';
import {
  canApply,
  checkPosDraft,
  emptyPosDraft,
  paidParts,
  posDraftReducer,
  type PaymentPart,
  type PosDraft,
  type PosDraftAction,
} from '@sofre/engine/pos-draft';
import { defaultPricingSettings, type PricingSettings } from '@sofre/engine/pricing';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

export interface SubmitDraftInput {
  readonly orderId: string;
  readonly draft: PosDraft;
}

/** The split of an order just placed, as manualpaybypos takes it. */
export interface RecordSplitInput {
  readonly orderId: string;
  readonly paymentId: string;
  readonly parts: readonly PaymentPart[];
}

export interface PosDraftContext {
  readonly draft: PosDraft;
  readonly orderId: string | undefined;
  /** The vendor's pricing: the split must add up to the total it gives. */
  readonly settings: PricingSettings;
  /** The server's answer to the last order submitted. */
  readonly accepted: CommandAccepted | undefined;
  /** Why the last submission failed (an ApiError with field errors, usually). */
  readonly error: unknown;
  /** Rial the customer handed over for a cash order; undefined until typed. */
  readonly tendered: number | undefined;
  /** What was handed over for the last order submitted (its receipt shows the change). */
  readonly acceptedTendered: number | undefined;
  /** The shares of the order just placed, until they are recorded. */
  readonly split: readonly PaymentPart[];
  /** Why the last order's split could not be recorded (the order itself was placed). */
  readonly splitError: unknown;
}

export type PosDraftEvent =
  | { type: 'edit'; action: PosDraftAction }
  | { type: 'tender'; amount: number | undefined }
  | { type: 'pricing'; settings: PricingSettings }
  | { type: 'submit' };

export interface PosDraftInput {
  /** Makes the order's client id (a UUID). */
  readonly newId: () => string;
  /** The draft this browser kept from before a reload (kept-draft.ts), taken up where it was. */
  readonly kept?: {
    readonly draft: PosDraft;
    readonly orderId?: string | undefined;
    readonly tendered?: number | undefined;
  };
}

/** What stops the draft from being sent (its code and field), if anything. */
export function submitBlocker(
  draft: PosDraft,
  settings: PricingSettings,
): { readonly code: string; readonly field: string | undefined } | undefined {
  try {
    checkPosDraft(draft, settings);
    return undefined;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { code: error.code, field: error.errors[0]?.field };
  }
}

export const posDraftMachine = setup({
  types: {} as {
    context: PosDraftContext & { readonly newId: () => string };
    events: PosDraftEvent;
    input: PosDraftInput;
  },
  actors: {
    // The screen provides the real calls (POST /api/orders, manualpaybypos); see use-pos-draft.ts.
    submitOrder: fromPromise<CommandAccepted, SubmitDraftInput>(() =>
      Promise.reject(new Error('submitOrder is provided by the screen')),
    ),
    recordSplit: fromPromise<unknown, RecordSplitInput>(() =>
      Promise.reject(new Error('recordSplit is provided by the screen')),
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
    tender: assign({
      tendered: ({ event }) => {
        assertEvent(event, 'tender');
        return event.amount;
      },
    }),
    price: assign({
      settings: ({ event }) => {
        assertEvent(event, 'pricing');
        return event.settings;
      },
    }),
    /** The order is placed: keep its answer (and its split to record), start a fresh draft. */
    takeAccepted: assign(({ context }, accepted: CommandAccepted) => ({
      accepted,
      acceptedTendered: context.draft.paymentType === 'CASH' ? context.tendered : undefined,
      split: context.draft.paymentType === 'MULTI' ? paidParts(context.draft.multiPayment) : [],
      splitError: undefined,
      draft: emptyPosDraft(),
      orderId: undefined,
      tendered: undefined,
    })),
    /** Provided by the screen: the green toast. */
    notifySubmitted: () => undefined,
    /** Provided by the screen: the order stands, its split (splitError) is to be taken again. */
    notifySplitFailed: () => undefined,
  },
  guards: {
    canEdit: ({ context, event }) => event.type === 'edit' && canApply(context.draft, event.action),
    canSubmit: ({ context }) => submitBlocker(context.draft, context.settings) === undefined,
    isSplit: ({ context }) => context.draft.paymentType === 'MULTI',
  },
}).createMachine({
  id: 'posDraft',
  context: ({ input }) => ({
    draft: input.kept?.draft ?? emptyPosDraft(),
    orderId: input.kept?.orderId,
    settings: defaultPricingSettings,
    accepted: undefined,
    error: undefined,
    tendered: input.kept?.tendered,
    acceptedTendered: undefined,
    split: [],
    splitError: undefined,
    newId: input.newId,
  }),
  on: { pricing: { actions: 'price' } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        edit: { guard: 'canEdit', actions: 'applyEdit' },
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
        onDone: [
          {
            guard: 'isSplit',
            target: 'recordingSplit',
            actions: { type: 'takeAccepted', params: ({ event }) => event.output },
          },
          {
            target: 'done',
            actions: [
              { type: 'takeAccepted', params: ({ event }) => event.output },
              'notifySubmitted',
            ],
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    /** The order is placed; its shares are recorded as the counter's payments. */
    recordingSplit: {
      tags: ['busy'],
      invoke: {
        src: 'recordSplit',
        input: ({ context }) => ({
          orderId: context.accepted?.id ?? '',
          paymentId: context.newId(),
          parts: context.split,
        }),
        onDone: { target: 'done', actions: [assign({ split: [] }), 'notifySubmitted'] },
        onError: {
          target: 'done',
          actions: [
            assign({ splitError: ({ event }) => event.error, split: [] }),
            'notifySplitFailed',
          ],
        },
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
        tender: { actions: 'tender' },
        submit: { guard: 'canSubmit', target: 'submitting' },
      },
    },
  },
});
