// Sends the cart's changes to the server, one at a time and in order (spec "the cart as events":
// each is a command on the cart's stream), and keeps each answer. Before a login there is nothing
// to send to: changes wait in the persisted cart and go once the customer has logged in. A change
// the server refuses is dropped and its reason toasted; one it could not be reached for waits for
// the next try; a cart the server no longer has for us is opened again with the same lines.
import {
  CartView,
  type AddCartItemRequest,
  type CartDetailsRequest,
  type CartSubmitted,
  type OpenCartRequest,
  type TableBill,
} from '@sofre/engine/contracts';
import { isApiError, SESSION_ENDED } from '@sofre/web-shared';
import { answered, newCart, refused, reopened, type CartOp, type SiteCart } from './cart-state.ts';

export interface CartApi {
  open(request: OpenCartRequest): Promise<CartView>;
  add(cartId: string, request: AddCartItemRequest): Promise<CartView>;
  setCount(cartId: string, lineId: string, count: number): Promise<CartView>;
  details(cartId: string, request: CartDetailsRequest): Promise<CartView>;
  applyCode(cartId: string, code: string): Promise<CartView>;
  removeCode(cartId: string): Promise<CartView>;
  submit(cartId: string, orderId: string, description?: string): Promise<CartSubmitted>;
  /** The open bill at the cart's table (from its QR code), or null. */
  tableBill(cartId: string): Promise<TableBill>;
  /** The cart as another round on that bill, paid at the table. */
  addToBill(cartId: string, orderId: string): Promise<CartSubmitted>;
}

export interface CartStore {
  get(): SiteCart;
  set(cart: SiteCart): void;
}

export interface CartSyncDeps {
  readonly store: CartStore;
  readonly api: CartApi;
  /** Whether there is a login to send the cart with. */
  readonly canSync: () => boolean;
  readonly newId: () => string;
  /** A refusal to show (the server's Persian message). */
  readonly onError: (error: unknown) => void;
  /** Lines the menu took out of the cart (no longer sold). */
  readonly onRemoved: (titles: readonly string[]) => void;
}

/** The cart is not ours to change any more: open a new one with the same lines. */
const isLostCart = (error: unknown) =>
  isApiError(error) && ['CART_NOT_FOUND', 'CART_CHECKED_OUT', 'FORBIDDEN'].includes(error.code);

/** Worth trying again later: the server was not reached, or the session is being renewed. */
const isTransient = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.code === SESSION_ENDED);

const opRequest = (api: CartApi, cartId: string, op: CartOp) => {
  if (op.kind === 'count') return api.setCount(cartId, op.lineId, op.count);
  const { line } = op;
  return api.add(cartId, {
    id: line.id,
    menuItemId: line.menuItemId,
    count: line.count,
    toppings: line.toppings.map(({ toppingId, count }) => ({ toppingId, count })),
  });
};

export function cartSync(deps: CartSyncDeps) {
  const { store, api } = deps;
  let tail: Promise<unknown> = Promise.resolve();

  /** Runs `task` after every task queued before it, whatever became of those. */
  const queued = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };

  const keep = (view: CartView, opId?: string) => {
    store.set(answered(store.get(), view, opId));
    if (view.removed.length > 0) deps.onRemoved(view.removed.map((r) => r.title));
    return view;
  };

  /** The menu changed under the cart (CART_ITEMS_UNAVAILABLE): the cart as it is now, lines told. */
  const keepCurrent = (error: unknown) => {
    const current = isApiError(error) ? CartView.safeParse(error.current) : undefined;
    if (current?.success) keep(current.data);
  };

  const open = async () => {
    const cart = store.get();
    const request: OpenCartRequest = {
      id: cart.cartId,
      ...(cart.table ? { tableNumber: cart.table, deliveryType: 'SERVE' as const } : {}),
      ...(!cart.table && cart.deliveryType ? { deliveryType: cart.deliveryType } : {}),
      ...(!cart.table && cart.addressId ? { addressId: cart.addressId } : {}),
    };
    try {
      keep(await api.open(request));
    } catch (error) {
      // A detail the server refuses (an address outside the zones now) must not keep the
      // cart from opening: open it without, the customer chooses again.
      if (isTransient(error) || !request.addressId) throw error;
      deps.onError(error);
      store.set({ ...store.get(), addressId: undefined });
      const { addressId: _dropped, ...rest } = request;
      keep(await api.open(rest));
    }
  };

  /** Opens the cart if needed and sends every waiting change; false when it cannot now. */
  const sendPending = async (): Promise<boolean> => {
    if (!deps.canSync()) return false;
    for (;;) {
      const cart = store.get();
      try {
        if (!cart.opened) {
          await open();
          continue;
        }
        const op = cart.pending[0];
        if (!op) return true;
        keep(await opRequest(api, cart.cartId, op), op.id);
      } catch (error) {
        if (isTransient(error)) return false;
        if (isLostCart(error)) {
          store.set(reopened(store.get(), deps.newId(), deps.newId));
          continue;
        }
        deps.onError(error);
        const op = cart.pending[0];
        if (!op || !cart.opened) return false;
        store.set(refused(store.get(), op.id));
      }
    }
  };

  /** A call that needs the cart on the server as the customer sees it: sent after every change. */
  const withCart = <T>(call: (cartId: string) => Promise<T>): Promise<T> =>
    queued(async () => {
      if (!(await sendPending())) throw new Error('cart not synced');
      return call(store.get().cartId);
    });

  return {
    /** A line change: shown at once, sent in turn. */
    change(op: CartOp): void {
      const cart = store.get();
      store.set({ ...cart, pending: [...cart.pending, op] });
      void queued(sendPending);
    },
    /** Sends what waits (after a login, or when the network is back). */
    sync: (): Promise<boolean> => queued(sendPending),
    details: (request: CartDetailsRequest) =>
      withCart(async (cartId) => keep(await api.details(cartId, request))),
    applyCode: (code: string) =>
      withCart(async (cartId) => keep(await api.applyCode(cartId, code))),
    removeCode: () => withCart(async (cartId) => keep(await api.removeCode(cartId))),
    /** The cart becomes an order; a new, empty cart (same table and delivery) takes its place. */
    submit: (description?: string) =>
      withCart(async (cartId) => {
        const orderId = store.get().submittingOrderId ?? deps.newId();
        store.set({ ...store.get(), submittingOrderId: orderId });
        try {
          const order = await api.submit(cartId, orderId, description);
          store.set(newCart(deps.newId(), store.get()));
          return order;
        } catch (error) {
          // A refusal is kept for its order id: once fixed, the cart goes under a new one.
          if (!isTransient(error)) store.set({ ...store.get(), submittingOrderId: undefined });
          keepCurrent(error);
          throw error;
        }
      }),
    tableBill: (): Promise<TableBill> => withCart((cartId) => api.tableBill(cartId)),
    /** The cart joins the table's open bill; a new, empty cart for the same table follows. */
    addToBill: (orderId: string) =>
      withCart(async (cartId) => {
        try {
          const round = await api.addToBill(cartId, orderId);
          store.set(newCart(deps.newId(), store.get()));
          return round;
        } catch (error) {
          keepCurrent(error);
          throw error;
        }
      }),
  };
}

export type CartSync = ReturnType<typeof cartSync>;
