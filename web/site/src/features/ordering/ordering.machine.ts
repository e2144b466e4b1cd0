// The four ordering steps of the site (spec §2): DELIVERY_TYPE → MENU → OVERVIEW → ORDER_DETAILS,
// starting at MENU. The delivery type may be chosen first or when the basket goes on to the
// overview; a table's QR code orders for SERVE at that table, so there is nothing to choose. The
// basket goes on only with something in it, while the vendor takes orders. The screen asks the
// machine (`can`) instead of repeating these rules.
import { assign, setup } from 'xstate';

export const ORDERING_STEPS = ['DELIVERY_TYPE', 'MENU', 'OVERVIEW', 'ORDER_DETAILS'] as const;
export type OrderingStep = (typeof ORDERING_STEPS)[number];

/** What the basket is like when the customer asks to go on. */
export interface Basket {
  readonly hasItems: boolean;
  /** The goods reach the vendor's minimum basket (no minimum: true). */
  readonly aboveMinimum: boolean;
  readonly deliveryChosen: boolean;
  readonly vendorOpen: boolean;
}

export type OrderingEvent =
  | { type: 'NEXT'; basket: Basket }
  | { type: 'BACK' }
  | { type: 'CHANGE_DELIVERY' }
  | { type: 'DELIVERY_CHOSEN' };

interface OrderingContext {
  readonly atTable: boolean;
  /** Where choosing the delivery type leads: back where it was asked from, or on. */
  readonly afterDelivery: OrderingStep;
}

const canGoOn = (basket: Basket) => basket.hasItems && basket.aboveMinimum && basket.vendorOpen;

export const orderingMachine = setup({
  types: {} as {
    context: OrderingContext;
    events: OrderingEvent;
    input: { atTable: boolean };
  },
  guards: {
    readyWithDelivery: ({ event }) =>
      event.type === 'NEXT' && canGoOn(event.basket) && event.basket.deliveryChosen,
    readyWithoutDelivery: ({ event }) => event.type === 'NEXT' && canGoOn(event.basket),
    stillOpen: ({ event }) => event.type === 'NEXT' && event.basket.vendorOpen,
    notAtTable: ({ context }) => !context.atTable,
    backToMenu: ({ context }) => context.afterDelivery === 'MENU',
    backToDetails: ({ context }) => context.afterDelivery === 'ORDER_DETAILS',
  },
}).createMachine({
  id: 'ordering',
  context: ({ input }) => ({ atTable: input.atTable, afterDelivery: 'MENU' }),
  initial: 'MENU',
  states: {
    DELIVERY_TYPE: {
      on: {
        DELIVERY_CHOSEN: [
          { guard: 'backToMenu', target: 'MENU' },
          { guard: 'backToDetails', target: 'ORDER_DETAILS' },
          { target: 'OVERVIEW' },
        ],
        BACK: [
          { guard: 'backToDetails', target: 'ORDER_DETAILS' },
          { guard: 'backToMenu', target: 'MENU' },
          { target: 'OVERVIEW' },
        ],
      },
    },
    MENU: {
      on: {
        NEXT: [
          { guard: 'readyWithDelivery', target: 'OVERVIEW' },
          {
            guard: 'readyWithoutDelivery',
            target: 'DELIVERY_TYPE',
            actions: assign({ afterDelivery: 'OVERVIEW' }),
          },
        ],
        CHANGE_DELIVERY: {
          guard: 'notAtTable',
          target: 'DELIVERY_TYPE',
          actions: assign({ afterDelivery: 'MENU' }),
        },
      },
    },
    OVERVIEW: {
      on: {
        NEXT: { guard: 'stillOpen', target: 'ORDER_DETAILS' },
        BACK: 'MENU',
        CHANGE_DELIVERY: {
          guard: 'notAtTable',
          target: 'DELIVERY_TYPE',
          actions: assign({ afterDelivery: 'OVERVIEW' }),
        },
      },
    },
    ORDER_DETAILS: {
      on: {
        BACK: 'OVERVIEW',
        CHANGE_DELIVERY: {
          guard: 'notAtTable',
          target: 'DELIVERY_TYPE',
          actions: assign({ afterDelivery: 'ORDER_DETAILS' }),
        },
      },
    },
  },
});
