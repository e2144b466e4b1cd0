// The demo's orders, so every order screen has something to show on a first start: an open salon
// bill at table 5 with a second round, a pickup order ready and its customer called, and a salon
// order paid with a split and partly refunded. Seeded once, through the engine's own commands
// (fixed command ids: a restart repeats nothing); not part of the test vendors' seed.
import { loadState, placeOrder, type Actor, type EventStore, type Position } from '@sofre/engine';
import { resolveOrderLines } from '@sofre/engine/catalog';
import type { MenuCategoryView, OrderLineRequest } from '@sofre/engine/contracts';
import {
  orderAggregate,
  orderStreamName,
  SubmitOrderData,
  type OrderCommand,
} from '@sofre/engine/orders';
import type { OrderLine } from '@sofre/engine/pricing';
import { laterOf } from '../commands/command-runner.ts';
import { demoVendor, DEMO_VENDOR_ID } from './demo-menu.ts';
import { demoSeed } from './demo-seed.ts';

const cashier: Actor = { userId: 'demo-cashier', kind: 'STAFF' };

const BILL = '0193a000-0000-7000-8000-00000000b111';
const PICKUP = '0193a000-0000-7000-8000-00000000b222';
const SETTLED = '0193a000-0000-7000-8000-00000000b333';

export async function seedDemoOrders(
  store: EventStore,
  menu: readonly MenuCategoryView[],
  now: () => Date = () => new Date(),
): Promise<Position> {
  const seed = demoSeed(store, DEMO_VENDOR_ID, cashier, now);
  let last: Position = '';
  const lines = (orderId: string, requested: OrderLineRequest[], round = 0): OrderLine[] =>
    resolveOrderLines(menu, requested, (i) => `${orderId}:${round}:${i}`);
  const run = (step: string, command: Omit<OrderCommand, 'metadata'>) =>
    seed.run(orderAggregate, command, `order:${step}`);
  const submit = async (orderId: string, data: Record<string, unknown>) => {
    const parsed = SubmitOrderData.parse({
      orderId,
      pricingSettings: demoVendor.pricingSettings,
      confirm: true,
      ...data,
    });
    const { result } = await placeOrder(store, {
      submit: {
        type: 'SubmitOrder',
        data: parsed,
        metadata: seed.metadata(`order:submit:${orderId}`),
      },
      newId: () => orderId,
    });
    last = laterOf(last, result.position);
  };

  // An open salon bill at table 5: two kebabs and doogh, then a round of salad.
  const kebabs = lines(BILL, [
    { menuItemId: 'item-kabab-koobideh', count: 2, toppings: [] },
    { menuItemId: 'item-doogh', count: 2, toppings: [] },
  ]);
  await submit(BILL, {
    source: 'SALON',
    deliveryType: 'SERVE',
    paymentMethod: 'UNPAID',
    tableNumber: '5',
    numberOfCustomers: 3,
    lines: kebabs,
  });
  const salad = lines(BILL, [{ menuItemId: 'item-salad-shirazi', count: 1, toppings: [] }], 1);
  await run('bill-round', {
    type: 'EditBill',
    data: { orderId: BILL, lines: [...kebabs, ...salad] },
  });

  // A pickup order, ready, its customer called.
  await submit(PICKUP, {
    source: 'SALON',
    deliveryType: 'PICKUP',
    paymentMethod: 'CARD',
    customer: { name: 'سارا رضایی', phone: '09121000001' },
    lines: lines(PICKUP, [
      {
        menuItemId: 'item-pizza-special',
        count: 1,
        toppings: [{ toppingId: 'top-size-large', count: 1 }],
      },
    ]),
  });
  await run('pickup-paid', { type: 'PayOrder', data: { orderId: PICKUP } });
  await run('pickup-ready', {
    type: 'ChangeOrderState',
    data: { orderId: PICKUP, target: 'READYTOPICKUP' },
  });
  await run('pickup-called', { type: 'CallCustomer', data: { orderId: PICKUP, bySms: false } });

  // A salon order paid with a split, a drink refunded, finished.
  const meal = lines(SETTLED, [
    { menuItemId: 'item-joojeh-kabab', count: 1, toppings: [] },
    { menuItemId: 'item-soda', count: 2, toppings: [] },
  ]);
  await submit(SETTLED, { source: 'SALON', deliveryType: 'SERVE', tableNumber: '2', lines: meal });
  for (const target of ['READYTOSERVE', 'DELIVERED'] as const)
    await run(`settled-${target}`, {
      type: 'ChangeOrderState',
      data: { orderId: SETTLED, target },
    });
  const stream = orderStreamName(DEMO_VENDOR_ID, SETTLED);
  const { state } = await loadState(store, orderAggregate, stream, DEMO_VENDOR_ID);
  const due = state.status === 'NONE' ? 0 : state.price.finalPrice - state.amountPaid;
  if (due > 0) {
    const cash = Math.min(500_000, due - 1);
    const parts = [
      { paymentMethod: 'CARD' as const, amount: due - cash },
      { paymentMethod: 'CASH' as const, amount: cash },
    ];
    await run('settled-split', { type: 'PayOrder', data: { orderId: SETTLED, parts } });
  }
  await run('settled-refund', {
    type: 'RefundOrder',
    data: {
      orderId: SETTLED,
      refundId: `${SETTLED}:refund`,
      lines: [{ tempId: `${SETTLED}:0:1`, count: 1 }],
      reason: 'نوشابه گرم بود',
    },
  });
  await run('settled-finished', {
    type: 'ChangeOrderState',
    data: { orderId: SETTLED, target: 'FINISHED' },
  });
  return laterOf(last, seed.position());
}
