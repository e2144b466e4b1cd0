// The kiosk's workflow (STYLE §12): start («برای سفارش لمس کنید») → menu ⇄ review → the order is
// placed → paid at the card reader → its number, then start again. A declined card can be tried
// again (each try a new transaction) or given up (the unpaid order is then withdrawn). The screen
// provides the calls (use-kiosk-flow.ts) and asks the machine what is allowed; the machine holds
// no timers: the screen's inactivity watch sends `restart` in the states tagged `watched`, and
// the done screen sends it after 20 s.
import type { PosPaymentAnswer } from '@sofre/engine/contracts';
import { toApiError } from '@sofre/web-shared';
import { assign, fromPromise, setup } from 'xstate';
import {
  cartReducer,
  emptyCart,
  itemCount,
  type CartAction,
  type KioskCart,
} from './kiosk-cart.ts';

/** The order the kiosk placed, with its number of the day. */
export interface PlacedOrder {
  readonly orderId: string;
  readonly number: number;
}

export interface KioskFlowContext {
  readonly cart: KioskCart;
  /** The id the order is placed under: kept while a failed placement is tried again unchanged. */
  readonly orderId: string | undefined;
  readonly placed: PlacedOrder | undefined;
  /** The reader's session for this try: what the order owes, as the server answered it. */
  readonly pending: PosPaymentAnswer | undefined;
  /** What was charged, once paid. */
  readonly paid: number | undefined;
  /** The Persian words for what went wrong last. */
  readonly error: string | undefined;
}

export type KioskFlowEvent =
  | { type: 'touch' }
  | { type: 'cart'; action: CartAction }
  | { type: 'review' }
  | { type: 'back' }
  /** Pay: the order is placed under `orderId` unless a failed try already named one. */
  | { type: 'pay'; orderId: string }
  | { type: 'retry' }
  | { type: 'restart' };

/** What the reader and the server said about one try. */
export type CardOutcome =
  { readonly paid: true; readonly amount: number } | { readonly paid: false };

const fresh = (): KioskFlowContext => ({
  cart: emptyCart,
  orderId: undefined,
  placed: undefined,
  pending: undefined,
  paid: undefined,
  error: undefined,
});

/** The failed call's Persian message (the server's words for a refusal). */
const messageOf = ({ event }: { event: unknown }) =>
  toApiError((event as { error?: unknown }).error).message;

export const kioskFlowMachine = setup({
  types: {} as { context: KioskFlowContext; events: KioskFlowEvent },
  actors: {
    placeOrder: fromPromise<PlacedOrder, { orderId: string; cart: KioskCart }>(() =>
      Promise.reject(new Error('placeOrder is provided by the screen')),
    ),
    /** initialpospayment under a new transaction id: the reader's session and the amount. */
    startCharge: fromPromise<PosPaymentAnswer, { orderId: string }>(() =>
      Promise.reject(new Error('startCharge is provided by the screen')),
    ),
    /** The reader charges the card; its answer goes to approvepospayment. */
    readCard: fromPromise<CardOutcome, { pending: PosPaymentAnswer }>(() =>
      Promise.reject(new Error('readCard is provided by the screen')),
    ),
  },
  guards: {
    hasItems: ({ context }) => itemCount(context.cart) > 0,
    cartEmptied: ({ context }) => itemCount(context.cart) === 0,
    alreadyPaid: ({ event }) =>
      toApiError((event as { error?: unknown }).error).code === 'ORDER_ALREADY_PAID',
  },
  actions: {
    /**
     * Provided by the screen: the customer gave up after the order was placed but before it was
     * paid, so the kitchen should not cook it (best effort; see use-kiosk-flow.ts).
     */
    withdrawOrder: (_, _params: { orderId: string }) => undefined,
    reset: assign(fresh),
    /** A changed cart is another order: the next placement gets a new id. */
    editCart: assign(({ context, event }) =>
      event.type === 'cart'
        ? { cart: cartReducer(context.cart, event.action), orderId: undefined, error: undefined }
        : {},
    ),
  },
}).createMachine({
  id: 'kiosk',
  context: fresh,
  initial: 'start',
  states: {
    start: {
      entry: 'reset',
      on: { touch: 'menu' },
    },
    menu: {
      tags: ['watched'],
      on: {
        cart: { actions: 'editCart' },
        review: { guard: 'hasItems', target: 'review' },
        restart: 'start',
      },
    },
    review: {
      tags: ['watched'],
      always: { guard: 'cartEmptied', target: 'menu' },
      on: {
        cart: { actions: 'editCart' },
        back: 'menu',
        pay: {
          guard: 'hasItems',
          target: 'placing',
          actions: assign(({ context, event }) => ({
            orderId: context.orderId ?? event.orderId,
            error: undefined,
          })),
        },
        restart: 'start',
      },
    },
    placing: {
      tags: ['busy'],
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({ orderId: context.orderId!, cart: context.cart }),
        onDone: { target: 'paying', actions: assign({ placed: ({ event }) => event.output }) },
        onError: { target: 'review', actions: assign({ error: messageOf }) },
      },
    },
    paying: {
      tags: ['busy'],
      initial: 'starting',
      entry: assign({ pending: undefined, error: undefined }),
      states: {
        starting: {
          invoke: {
            src: 'startCharge',
            input: ({ context }) => ({ orderId: context.placed!.orderId }),
            onDone: {
              target: 'reading',
              actions: assign({ pending: ({ event }) => event.output }),
            },
            onError: [
              // The answer to an earlier try was lost, but that try paid: nothing more is owed.
              { guard: 'alreadyPaid', target: '#kiosk.done' },
              { target: '#kiosk.declined', actions: assign({ error: messageOf }) },
            ],
          },
        },
        reading: {
          invoke: {
            src: 'readCard',
            input: ({ context }) => ({ pending: context.pending! }),
            onDone: [
              {
                guard: ({ event }) => event.output.paid,
                target: '#kiosk.done',
                actions: assign({ paid: ({ context }) => context.pending?.amount }),
              },
              { target: '#kiosk.declined' },
            ],
            onError: { target: '#kiosk.declined', actions: assign({ error: messageOf }) },
          },
        },
      },
    },
    declined: {
      tags: ['watched'],
      on: {
        retry: 'paying',
        restart: {
          target: 'start',
          actions: {
            type: 'withdrawOrder',
            params: ({ context }) => ({ orderId: context.placed!.orderId }),
          },
        },
      },
    },
    done: {
      on: { restart: 'start' },
    },
  },
});
