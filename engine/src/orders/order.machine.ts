// The order rulebook (STYLE §5): every status of spec §3 and the moves allowed out of it.
// No timers, invokes or actions — decide asks it with can()/transition() as a pure function,
// and the POS asks the same machine to grey out buttons. The table is in order-transitions.md.
import { and, setup } from 'xstate';
import type { DeliveryType, OrderStatus } from '../shared/enums.ts';

export interface OrderMachineContext {
  readonly deliveryType: DeliveryType | undefined;
  /** Prepaid: paid online before the restaurant accepts it. Postpaid: paid at the counter/door. */
  readonly prepaid: boolean;
  /** Money is still owed on the order (FINISHED needs none). */
  readonly balanceDue: boolean;
  /** Where a NEEDFORCALL order returns when the phone call is done. */
  readonly beforeCall: OrderStatus | undefined;
}

export type OrderMachineEvent =
  | { type: 'PAY'; settles: boolean }
  | { type: 'CONFIRM' }
  | { type: 'MARK_READY' }
  | { type: 'DISPATCH' }
  | { type: 'DELIVER' }
  | { type: 'FINISH' }
  | { type: 'REJECT' }
  | { type: 'NEED_CALL' }
  | { type: 'RESUME' }
  | { type: 'EDIT' }
  | { type: 'CHANGE_PAYMENT_METHOD' }
  | { type: 'CHANGE_DELIVERY_METHOD' }
  /** A round added to (adds) or taken off an open salon bill (editpostpaid). */
  | { type: 'EDIT_BILL'; adds: boolean }
  | { type: 'CHANGE_TABLE' }
  /** The counter tells the customer the food is ready (callforreadyorder). */
  | { type: 'CALL_CUSTOMER' }
  /**
   * A station brought back a part it had bumped (a kitchen recall): the food is not ready after
   * all. Only the kitchen's workflow asks for it; the counter's status buttons never offer it.
   */
  | { type: 'RETURN_TO_KITCHEN' };

/** Statuses from which a phone call can start, hence where RESUME may lead back to. */
export const CALLABLE: readonly OrderStatus[] = [
  'SUBMITTED',
  'PAID',
  'CONFIRMED',
  'READYTOPICKUP',
  'READYTOSHIPMENT',
  'DELIVERING',
];
/** The kitchen has not finished the food yet, so lines and delivery type may still change. */
export const BEFORE_READY: readonly OrderStatus[] = ['SUBMITTED', 'PAID', 'CONFIRMED'];

const isCourier = (t: DeliveryType | undefined) => t === 'DELIVER' || t === 'ZFEXPRESS';

// Moves that keep the status: targeting the state itself makes can() answer true for them.
const upkeep = <S extends OrderStatus>(self: S) => ({
  PAY: { guard: 'hasBalanceDue' as const, target: self },
  CHANGE_PAYMENT_METHOD: { guard: 'hasBalanceDue' as const, target: self },
});
const editable = <S extends OrderStatus>(self: S) => ({
  EDIT: { target: self },
  CHANGE_DELIVERY_METHOD: { target: self },
});
// A salon order stays open while the guests sit (spec §3): they may order another round whether
// or not the rounds before were paid (the new one is owed on its own), and a round added after
// the food came out goes back to the kitchen. Taking something off needs the bill unpaid: paid
// food is given back by a refund.
const openBill = <S extends OrderStatus>(self: S, cookedAlready: boolean) => ({
  EDIT_BILL: [
    { guard: and(['serve', 'addsRound']), target: cookedAlready ? ('CONFIRMED' as const) : self },
    { guard: 'openBill' as const, target: self },
  ],
  CHANGE_TABLE: { guard: 'serve' as const, target: self },
});

export const orderMachine = setup({
  types: {} as {
    context: OrderMachineContext;
    events: OrderMachineEvent;
    input: OrderMachineContext;
  },
  guards: {
    hasBalanceDue: ({ context }) => context.balanceDue,
    settled: ({ context }) => !context.balanceDue,
    settles: ({ event }) => event.type === 'PAY' && event.settles,
    // Postpaid orders are cooked on trust; prepaid ones wait for the money.
    mayConfirm: ({ context }) => !context.prepaid || !context.balanceDue,
    serve: ({ context }) => context.deliveryType === 'SERVE',
    openBill: ({ context }) => context.deliveryType === 'SERVE' && context.balanceDue,
    addsRound: ({ event }) => event.type === 'EDIT_BILL' && event.adds,
    pickup: ({ context }) => context.deliveryType === 'PICKUP',
    courier: ({ context }) => isCourier(context.deliveryType),
    // A salon guest is at a table: the waiter walks over, nobody phones.
    reachableByPhone: ({ context }) => context.deliveryType !== 'SERVE',
    calledFrom: ({ context }, params: { status: OrderStatus }) =>
      context.beforeCall === params.status,
    calledBeforeHandover: ({ context }) => context.beforeCall !== 'DELIVERING',
    calledBeforeReady: ({ context }) =>
      context.beforeCall !== undefined && BEFORE_READY.includes(context.beforeCall),
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => input,
  initial: 'SUBMITTED',
  states: {
    SUBMITTED: {
      on: {
        PAY: [
          { guard: and(['hasBalanceDue', 'settles']), target: 'PAID' },
          { guard: 'hasBalanceDue', target: 'SUBMITTED' },
        ],
        CHANGE_PAYMENT_METHOD: { guard: 'hasBalanceDue', target: 'SUBMITTED' },
        ...editable('SUBMITTED'),
        ...openBill('SUBMITTED', false),
        CONFIRM: { guard: 'mayConfirm', target: 'CONFIRMED' },
        NEED_CALL: { guard: 'reachableByPhone', target: 'NEEDFORCALL' },
        REJECT: { target: 'REJECTED' },
      },
    },
    PAID: {
      on: {
        ...upkeep('PAID'),
        ...editable('PAID'),
        CHANGE_TABLE: { guard: 'serve', target: 'PAID' },
        // An edit after the online payment may have raised the price: the rest is owed first.
        CONFIRM: { guard: 'mayConfirm', target: 'CONFIRMED' },
        NEED_CALL: { guard: 'reachableByPhone', target: 'NEEDFORCALL' },
        REJECT: { target: 'REJECTED' },
      },
    },
    CONFIRMED: {
      on: {
        ...upkeep('CONFIRMED'),
        ...editable('CONFIRMED'),
        ...openBill('CONFIRMED', false),
        MARK_READY: [
          { guard: 'serve', target: 'READYTOSERVE' },
          { guard: 'pickup', target: 'READYTOPICKUP' },
          { guard: 'courier', target: 'READYTOSHIPMENT' },
        ],
        NEED_CALL: { guard: 'reachableByPhone', target: 'NEEDFORCALL' },
        REJECT: { target: 'REJECTED' },
      },
    },
    READYTOSERVE: {
      on: {
        ...upkeep('READYTOSERVE'),
        ...openBill('READYTOSERVE', true),
        CALL_CUSTOMER: { target: 'READYTOSERVE' },
        RETURN_TO_KITCHEN: { target: 'CONFIRMED' },
        DELIVER: { target: 'DELIVERED' },
        REJECT: { target: 'REJECTED' },
      },
    },
    READYTOPICKUP: {
      on: {
        ...upkeep('READYTOPICKUP'),
        CALL_CUSTOMER: { target: 'READYTOPICKUP' },
        RETURN_TO_KITCHEN: { target: 'CONFIRMED' },
        DELIVER: { target: 'DELIVERED' },
        NEED_CALL: { target: 'NEEDFORCALL' },
        REJECT: { target: 'REJECTED' },
      },
    },
    READYTOSHIPMENT: {
      on: {
        ...upkeep('READYTOSHIPMENT'),
        // Until the courier has it: a picked-up order is DELIVERING, and nothing brings that back.
        RETURN_TO_KITCHEN: { target: 'CONFIRMED' },
        DISPATCH: { guard: 'courier', target: 'DELIVERING' },
        NEED_CALL: { target: 'NEEDFORCALL' },
        REJECT: { target: 'REJECTED' },
      },
    },
    // The courier has the food: it can no longer be rejected, only delivered.
    DELIVERING: {
      on: {
        ...upkeep('DELIVERING'),
        DELIVER: { target: 'DELIVERED' },
        NEED_CALL: { target: 'NEEDFORCALL' },
      },
    },
    DELIVERED: {
      on: {
        ...upkeep('DELIVERED'),
        ...openBill('DELIVERED', true),
        FINISH: { guard: 'settled', target: 'FINISHED' },
      },
    },
    NEEDFORCALL: {
      on: {
        ...upkeep('NEEDFORCALL'),
        EDIT: { guard: 'calledBeforeReady', target: 'NEEDFORCALL' },
        CHANGE_DELIVERY_METHOD: { guard: 'calledBeforeReady', target: 'NEEDFORCALL' },
        RESUME: CALLABLE.map((status) => ({
          guard: { type: 'calledFrom' as const, params: { status } },
          target: status,
        })),
        REJECT: { guard: 'calledBeforeHandover', target: 'REJECTED' },
      },
    },
    REJECTED: { type: 'final' },
    FINISHED: { type: 'final' },
  },
});

/** A snapshot of the rulebook at a given status, built from the order's state. */
export const orderSnapshot = (status: OrderStatus, context: OrderMachineContext) =>
  orderMachine.resolveState({ value: status, context });

/** FINISHED and REJECTED: nothing moves an order out of them (it no longer holds a table). */
export const isFinalOrderStatus = (status: OrderStatus): boolean =>
  orderMachine.states[status]?.type === 'final';
