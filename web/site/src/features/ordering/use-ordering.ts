// Everything the ordering page reads and follows: the landing, the menu of its channel, the cart
// of its table (synced once there is a login, and again when the network is back) and the steps.
import { useEffect, useMemo } from 'react';
import { useMachine } from '../../common/use-machine.ts';
import { followTable, siteCart } from '../cart/cart-store.ts';
import { useCart } from '../cart/use-cart.ts';
import { useLanding } from '../landing/landing.api.ts';
import { useLoggedIn } from '../login/session.ts';
import { useSiteMenu } from '../menu/site-menu.api.ts';
import { channelOf, menuIndex } from '../menu/site-menu.ts';
import { orderingMachine, type Basket } from './ordering.machine.ts';

export function useOrdering(table: string | undefined) {
  // Before the first render reads the cart: the cart of this address's table.
  useMemo(() => followTable(table), [table]);
  const landing = useLanding();
  const menu = useSiteMenu(channelOf(table));
  const index = useMemo(() => menuIndex(menu.data ?? []), [menu.data]);
  const cart = useCart(index);
  const loggedIn = useLoggedIn();
  const [snapshot, send] = useMachine(orderingMachine, { input: { atTable: table !== undefined } });

  useEffect(() => {
    if (loggedIn) void siteCart.sync();
  }, [loggedIn]);
  useEffect(() => {
    const online = () => void siteCart.sync();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [snapshot.value]);

  // What the minimum is held against, as the engine's basketAmount (carts/cart-vendor.ts): the
  // goods after the code's discount, before packaging, tax and delivery.
  const { sumOfItemsPrice, sumOfItemToppingsPrice, finalDiscountAmount } = cart.price;
  const goods = sumOfItemsPrice + sumOfItemToppingsPrice - finalDiscountAmount;
  const basket: Basket = {
    hasItems: cart.units > 0,
    aboveMinimum: goods >= (landing.data?.minimumBasket ?? 0),
    deliveryChosen: cart.cart.deliveryType !== undefined,
    vendorOpen: landing.data?.isOpenNow ?? false,
  };
  return { landing, menu, cart, loggedIn, snapshot, send, basket };
}
