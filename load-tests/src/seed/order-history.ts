// Generates a vendor's order history through the engine: `orders` orders over the `days` Tehran
// days that end at `endMs`, day by day in time order, each played through the same commands and
// workflows the gateway runs (order-steps.ts). Many orders are played at once, so their appends
// share the store's group commits; a refund left for a later day is played when that day comes.
import { tehranDay, type EventStore } from '@sofre/engine';
import { ordersPerDay, orderTimes, tradingDays } from './daily-curve.ts';
import { planOrder, type OrderPlan } from './order-plan.ts';
import { playOrder, type LaterStep } from './order-steps.ts';
import { seededRandom, type Random } from './random.ts';
import type { SeededVendor } from './seed-vendor.ts';

export interface HistoryOptions {
  readonly orders: number;
  /** Default 365. */
  readonly days?: number;
  /** The history ends at this instant (UTC ms): no step happens later. */
  readonly endMs: number;
  /** Default 1: the same seed generates the same history. */
  readonly seed?: number;
  /** Orders played at once. Default 200. */
  readonly concurrency?: number;
  readonly onProgress?: (progress: HistoryProgress) => void;
}

export interface HistoryProgress {
  /** Tehran day just generated. */
  readonly day: string;
  readonly ordersDone: number;
  readonly ordersTotal: number;
}

export interface HistoryResult {
  readonly orders: number;
  readonly rejected: number;
  readonly refunded: number;
  /** Refunds played on a later day than their order. */
  readonly refundedLater: number;
  readonly firstDay: string;
  readonly lastDay: string;
}

/** A UUIDv7 (time-ordered, as clients make them) from the order's instant and the seed. */
function orderIdAt(ms: number, random: Random): string {
  const time = ms.toString(16).padStart(12, '0');
  const [a, b, c] = [random.hex8(), random.hex8(), random.hex8()];
  const variant = ((parseInt(b[0]!, 16) & 0x3) | 0x8).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${a.slice(0, 3)}-${variant}${b.slice(1, 4)}-${a.slice(3)}${c}`.slice(
    0,
    36,
  );
}

/** Runs `work` over `items`, at most `concurrency` at a time. */
async function inPool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

export async function generateOrderHistory(
  store: EventStore,
  vendor: SeededVendor,
  options: HistoryOptions,
): Promise<HistoryResult> {
  const { orders, endMs, concurrency = 200, onProgress } = options;
  // Site, delivery and credit orders are someone's.
  if (vendor.customers.length === 0) throw new Error('the order history needs customers');
  const random = seededRandom(options.seed ?? 1);
  const days = tradingDays(options.days ?? 365, endMs);
  const counts = ordersPerDay(days, orders, random);
  const ctx = { store, vendor, endMs };
  let later: LaterStep[] = [];
  let [done, rejected, refunded, refundedLater] = [0, 0, 0, 0];
  const play = async (plan: OrderPlan) => {
    const step = await playOrder(ctx, plan);
    if (step) later.push(step);
  };

  const runDue = async (before: number) => {
    const due = later.filter((s) => s.at < before);
    later = later.filter((s) => s.at >= before);
    refundedLater += due.filter(
      (s) => tehranDay(new Date(s.at)) !== tehranDay(new Date(s.orderAt)),
    ).length;
    await inPool(due, concurrency, (s) => s.run());
  };

  for (const [i, day] of days.entries()) {
    const dayEnd = days[i + 1]?.hourStarts[0] ?? Infinity;
    // Refunds of earlier days due today first, then the day's orders, then today's own refunds.
    await runDue(day.hourStarts[12]!);
    const plans = orderTimes(day, counts[i]!, endMs, random).flatMap((at) => {
      const plan = planOrder(vendor, orderIdAt(at, random), at, random);
      return plan ? [plan] : [];
    });
    for (const plan of plans) {
      if (plan.fate === 'REJECTED') rejected++;
      if (plan.fate === 'REFUNDED') refunded++;
    }
    await inPool(plans, concurrency, play);
    await runDue(dayEnd);
    done += plans.length;
    onProgress?.({ day: day.day, ordersDone: done, ordersTotal: orders });
  }
  await runDue(Infinity);
  return {
    orders: done,
    rejected,
    refunded,
    refundedLater,
    firstDay: days[0]?.day ?? '',
    lastDay: days.at(-1)?.day ?? '',
  };
}
