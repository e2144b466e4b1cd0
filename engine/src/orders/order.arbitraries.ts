// Generators for the order property tests: a submission, then random wishes — any status as a
// target, payments of any size, edits, method changes — plus "take the usual next step", so
// that sessions reach deep statuses as well as wander.
import fc from 'fast-check';
import { fold } from '../shared/decider.ts';
import { isDomainError } from '../shared/domain-error.ts';
import { DeliveryType, OrderStatus, PaymentMethod } from '../shared/enums.ts';
import { aLine } from '../pricing/order-line.test-fixtures.ts';
import type { OrderLine } from '../pricing/order-line.ts';
import type { OrderCommand } from './order.commands.ts';
import { orderDecider } from './order.decider.ts';
import type { OrderEvent } from './order.events.ts';
import { isPaid, isPrepaidOrder, type OrderState } from './order.state.ts';
import { command } from './order.test-fixtures.ts';

const MENU = [
  aLine({
    tempId: 'kebab',
    price: 1_200_000,
    discount: 100_000,
    withTax: true,
    packagingCost: 40_000,
  }),
  aLine({ tempId: 'doogh', price: 150_000, servePackagingCost: 5_000 }),
  aLine({ tempId: 'salad', price: 300_000, isFreeItem: true }),
];
const arbLines: fc.Arbitrary<OrderLine[]> = fc
  .tuple(...MENU.map(() => fc.integer({ min: 0, max: 4 })))
  .map((counts) => MENU.flatMap((line, i) => (counts[i] ? [{ ...line, count: counts[i] }] : [])));

const arbDeliveryType = fc.option(fc.constantFrom(...DeliveryType.options), { nil: undefined });
const arbMethod = fc.constantFrom(...PaymentMethod.options);

const arbSubmit = fc
  .record({
    deliveryType: arbDeliveryType,
    paymentMethod: arbMethod,
    lines: arbLines,
    addressId: fc.option(fc.constant('address-1'), { nil: undefined }),
    preparationTime: fc.integer({ min: 0, max: 60 }),
    tip: fc.integer({ min: 0, max: 100_000 }),
    deliveryCost: fc.integer({ min: 0, max: 300_000 }),
    discount: fc.oneof(
      fc.record({
        type: fc.constant('PERCENTAGE' as const),
        amount: fc.integer({ min: 0, max: 100 }),
      }),
      fc.record({
        type: fc.constant('MONEY' as const),
        amount: fc.integer({ min: 0, max: 5_000_000 }),
      }),
    ),
    confirm: fc.boolean(),
  })
  .map((d) => command('SubmitOrder', { ...d, source: 'WEBSITE' }));

// Absorbing moves are drawn rarely, so that sessions get deep enough to reach FINISHED.
const arbTarget = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.constantFrom(...OrderStatus.options.filter((s) => s !== 'REJECTED')),
  },
  { weight: 1, arbitrary: fc.constant('REJECTED' as const) },
);

/** "Take the usual next step", resolved when played, so sessions also get deep. */
const ADVANCE = 'advance' as const;
type Step = OrderCommand | typeof ADVANCE;

const arbCommand: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(ADVANCE) },
  { weight: 8, arbitrary: arbTarget.map((target) => command('ChangeOrderState', { target })) },
  {
    weight: 3,
    arbitrary: fc
      .option(fc.integer({ min: 1, max: 5_000_000 }), { nil: undefined })
      .map((amount) => command('PayOrder', { amount })),
  },
  {
    weight: 2,
    arbitrary: fc.record({ lines: arbLines }).map((d) => command('EditOrder', d)),
  },
  {
    weight: 1,
    arbitrary: arbMethod.map((paymentMethod) =>
      command('ChangeOrderPaymentMethod', { paymentMethod }),
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...DeliveryType.options)
      .map((deliveryType) => command('ChangeOrderDeliveryMethod', { deliveryType })),
  },
  { weight: 1, arbitrary: arbSubmit },
);

export const isCourier = (t: DeliveryType | undefined) => t === 'DELIVER' || t === 'ZFEXPRESS';
export const READY = {
  SERVE: 'READYTOSERVE',
  PICKUP: 'READYTOPICKUP',
  DELIVER: 'READYTOSHIPMENT',
  ZFEXPRESS: 'READYTOSHIPMENT',
} as const;

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = {
  SUBMITTED: 'CONFIRMED',
  PAID: 'CONFIRMED',
  READYTOSERVE: 'DELIVERED',
  READYTOPICKUP: 'DELIVERED',
  READYTOSHIPMENT: 'DELIVERING',
  DELIVERING: 'DELIVERED',
  DELIVERED: 'FINISHED',
};

function nextStep(state: OrderState): OrderCommand {
  if (state.status === 'NONE') return command('ChangeOrderState', { target: 'CONFIRMED' });
  if (state.status === 'NEEDFORCALL')
    return command('ChangeOrderState', { target: state.beforeCall });
  const waitsForMoney = state.status === 'DELIVERED' || isPrepaidOrder(state);
  if (waitsForMoney && !isPaid(state)) return command('PayOrder', {});
  const target =
    state.status === 'CONFIRMED'
      ? READY[state.deliveryType ?? 'PICKUP']
      : (NEXT[state.status] ?? 'FINISHED');
  return command('ChangeOrderState', { target: target as OrderStatus });
}

/** The events a command causes, or the code it is refused with. Any other exception escapes. */
export function attempt(c: OrderCommand, state: OrderState) {
  try {
    return { events: orderDecider.decide(c, state), refused: undefined };
  } catch (e) {
    if (!isDomainError(e)) throw e;
    return { events: [] as readonly OrderEvent[], refused: e.code };
  }
}

/** Runs the plan; refusals change nothing. */
function play(plan: readonly Step[]) {
  const steps: { before: OrderState; command: OrderCommand; events: readonly OrderEvent[] }[] = [];
  let history: OrderEvent[] = [];
  for (const step of plan) {
    const before = fold(orderDecider, history);
    const c = step === ADVANCE ? nextStep(before) : step;
    const { events } = attempt(c, before);
    steps.push({ before, command: c, events });
    history = [...history, ...events];
  }
  return { steps, history };
}

/** A session: a submission, then up to 60 random wishes, played through the decider. */
export const arbPlayed = fc
  .tuple(arbSubmit, fc.array(arbCommand, { minLength: 10, maxLength: 60, size: 'max' }))
  .map(([first, rest]) => play([first, ...rest]));
