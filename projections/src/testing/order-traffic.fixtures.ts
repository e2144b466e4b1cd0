// Random but reproducible restaurant traffic through the real command path: orders of several
// vendors over a few Tehran days, each taking a random road (the usual next step, random status
// wishes, part payments, edits, method changes), with menu changes in between. Refusals are part
// of the traffic: they append nothing.
import { isDomainError, type Position } from '@sofre/engine';
import { resolveOrderLines } from '@sofre/engine/catalog';
import type { MenuCategoryView } from '@sofre/engine/contracts';
import type { OrderState } from '@sofre/engine/orders';
import type { Commands } from './commands.fixtures.ts';
import { random, usualNext } from './traffic-road.fixtures.ts';

export interface TrafficOptions {
  readonly vendors: readonly string[];
  readonly menu: readonly MenuCategoryView[];
  readonly orders: number;
  readonly seed: number;
  /** Orders played at once (each order's own commands stay in sequence). */
  readonly concurrency: number;
  readonly start: string;
  /** Minutes between two orders' submissions. */
  readonly spacingMinutes: number;
}

export async function generateTraffic(commands: Commands, o: TrafficOptions) {
  let last: Position = '';
  let refused = 0;
  let sent = 0;
  const keep = async (run: () => Promise<{ position: Position | undefined; state: unknown }>) => {
    sent += 1;
    try {
      const result = await run();
      if (result.position && result.position > last) last = result.position;
      return result.state;
    } catch (error) {
      if (!isDomainError(error)) throw error;
      refused += 1;
      return undefined;
    }
  };

  async function playOrder(i: number): Promise<void> {
    const r = random(o.seed * 100_003 + i);
    const vendor = o.vendors[i % o.vendors.length]!;
    let time = Date.parse(o.start) + i * o.spacingMinutes * 60_000;
    const now = () => new Date((time += r.int(1, 9) * 60_000)).toISOString();
    const orderId = `order-${o.seed}-${i}`;
    const lines = () =>
      resolveOrderLines(
        o.menu,
        [
          {
            menuItemId: 'koobideh',
            count: r.int(1, 3),
            toppings: [{ toppingId: r.pick(['lavash', 'sangak']), count: 1 }],
          },
          ...(r.next() < 0.6 ? [{ menuItemId: 'doogh', count: r.int(1, 4) }] : []),
        ],
        (n) => `${orderId}-l${n}-${r.int(0, 1e6)}`,
      );
    const deliveryType =
      r.next() < 0.1 ? undefined : r.pick(['SERVE', 'PICKUP', 'DELIVER', 'ZFEXPRESS'] as const);
    const paymentMethod = r.pick(['CASH', 'CARD', 'ONLINE', 'CREDIT'] as const);
    let state = (await keep(() =>
      commands.order(
        vendor,
        'SubmitOrder',
        {
          orderId,
          deliveryType,
          paymentMethod,
          lines: lines(),
          source:
            paymentMethod === 'ONLINE'
              ? r.pick(['WEBSITE', 'QR'] as const)
              : r.pick(['SALON', 'KIOSK'] as const),
          addressId: deliveryType === 'DELIVER' ? 'address-1' : undefined,
          tableNumber: deliveryType === 'SERVE' ? String(r.int(1, 20)) : undefined,
          customer: { name: r.pick(['سارا', 'علی', 'مریم']) },
          confirm: paymentMethod !== 'ONLINE' && r.next() < 0.7,
        },
        now(),
      ),
    )) as OrderState | undefined;
    if (!state) return;
    for (let step = r.int(1, 8); step > 0; step--) {
      const x = r.next();
      const next = (await keep(() => {
        if (x < 0.5)
          return commands.order(
            vendor,
            'ChangeOrderState',
            { orderId, target: usualNext(state!) },
            now(),
          );
        if (x < 0.65)
          return commands.order(
            vendor,
            'PayOrder',
            { orderId, amount: r.next() < 0.5 ? undefined : r.int(1, 20) * 100_000 },
            now(),
          );
        if (x < 0.8)
          return commands.order(
            vendor,
            'ChangeOrderState',
            {
              orderId,
              target: r.pick(['REJECTED', 'NEEDFORCALL', 'CONFIRMED', 'DELIVERED'] as const),
              reason: 'تست',
            },
            now(),
          );
        if (x < 0.88)
          return commands.order(vendor, 'EditOrder', { orderId, lines: lines() }, now());
        if (x < 0.94)
          return commands.order(
            vendor,
            'ChangeOrderPaymentMethod',
            { orderId, paymentMethod: r.pick(['CASH', 'CARD', 'MULTI'] as const) },
            now(),
          );
        return commands.order(
          vendor,
          'ChangeOrderDeliveryMethod',
          {
            orderId,
            deliveryType: r.pick(['SERVE', 'PICKUP', 'DELIVER'] as const),
            addressId: 'address-1',
          },
          now(),
        );
      })) as OrderState | undefined;
      state = next ?? state;
    }
    if (i % 40 === 0) {
      await keep(() =>
        commands.catalog(
          vendor,
          'ChangeMenuItemAvailability',
          { itemId: 'joojeh', available: r.next() < 0.5 },
          now(),
        ),
      );
      await keep(() =>
        commands.catalog(
          vendor,
          'ChangeMenuItemPrice',
          { itemId: 'doogh', price: r.int(10, 20) * 10_000 },
          now(),
        ),
      );
    }
  }

  let nextOrder = 0;
  const worker = async () => {
    while (nextOrder < o.orders) await playOrder(nextOrder++);
  };
  await Promise.all(Array.from({ length: o.concurrency }, worker));
  return { last, sent, refused };
}
