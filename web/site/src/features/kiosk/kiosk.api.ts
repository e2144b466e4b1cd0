// The kiosk's calls, each through the kiosk session (renewed on a 401, never reloading the page):
// the vendor (its name, money unit and pricing), the menu (GET …/menucategories/all: everything,
// flagged, so what cannot be ordered now is greyed rather than gone), the order
// (POST /api/orders/kiosk: source KIOSK, taken away), the order as its tracker shows it (its number
// of the day), and the card reader's two steps (POST /api/transactions/initialpospayment and
// approvepospayment, gateway payments/card-reader.routes.ts).
import {
  CommandAccepted,
  type ApprovePosPaymentRequest,
  type InitialPosPaymentRequest,
  MenuCategoryView,
  OrderTracker,
  PosPaymentAnswer,
  PublicVendor,
  type QuickOrderRequest,
} from '@sofre/engine/contracts';
import { defaultPricingSettings } from '@sofre/engine/pricing';
import { formatMoney, useLiveInvalidation, vendorDomain } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { kioskMenu } from './kiosk-menu.ts';
import { kioskSession } from './kiosk-session.browser.ts';
import { kioskMessages } from './kiosk.messages.ts';

const request = kioskSession.request;

export const getVendor = (signal?: AbortSignal) =>
  request({
    path: `/api-identity/vendors/byhost/${encodeURIComponent(vendorDomain())}`,
    response: PublicVendor,
    signal,
  });

export function useKioskVendor() {
  const vendor = useQuery({
    queryKey: ['kiosk', 'vendor'],
    queryFn: ({ signal }) => getVendor(signal),
    staleTime: Infinity,
    meta: { silent: true },
  });
  const unit = vendor.data?.currencyUnit ?? 'TOMAN';
  return {
    name: vendor.data?.name,
    pricing: vendor.data?.pricing ?? defaultPricingSettings,
    money: (rial: number) => formatMoney(rial, unit),
  };
}

const menuKey = ['kiosk', 'menu'];

export const getMenu = (signal?: AbortSignal) =>
  request({
    path: '/api-catalog/catalog/menucategories/all',
    response: z.array(MenuCategoryView),
    signal,
  });

/** The kiosk's menu, read again when the vendor changes it and each minute (food shifts). */
export function useKioskMenu() {
  useLiveInvalidation('menu', menuKey);
  return useQuery({
    queryKey: menuKey,
    queryFn: async ({ signal }) => kioskMenu(await getMenu(signal)),
    refetchInterval: 60_000,
    staleTime: 30_000,
    meta: { silent: true },
  });
}

export const placeKioskOrder = (body: QuickOrderRequest) =>
  request({ method: 'POST', path: '/api/orders/kiosk', body, response: CommandAccepted });

/** The order once the read model holds it (the placement's position): its number of the day. */
export const getPlacedOrder = ({ id, position }: CommandAccepted) =>
  request({
    path: `/api/orders/${encodeURIComponent(id)}`,
    query: { minPosition: position },
    response: OrderTracker,
  });

export const startCardPayment = (body: z.input<typeof InitialPosPaymentRequest>) =>
  request({
    method: 'POST',
    path: '/api/transactions/initialpospayment',
    body,
    response: PosPaymentAnswer,
  });

export const answerCardPayment = (body: z.input<typeof ApprovePosPaymentRequest>) =>
  request({
    method: 'POST',
    path: '/api/transactions/approvepospayment',
    body,
    response: PosPaymentAnswer,
  });

const MyPermissions = z.object({ permissions: z.array(z.string()) });

/** Whether the signed-in member of staff may take orders (the kiosk's one permission). */
export const canTakeOrders = async (): Promise<boolean> =>
  (
    await request({ path: '/api-identity/permissions/me', response: MyPermissions })
  ).permissions.includes('orders.take');

/**
 * Takes back an order the customer gave up on before paying (REJECTED), so the kitchen does not
 * cook it. Kiosk orders are confirmed when placed (a staff order), and only a login that may
 * change order states can do this: for one that may only take orders the gateway refuses (403)
 * and the order stays, unpaid, for the counter to settle.
 */
export const withdrawOrder = (orderId: string) =>
  request({
    method: 'PATCH',
    path: '/api/orders/state',
    body: { orderId, status: 'REJECTED', reason: kioskMessages.payment.withdrawnReason },
    response: CommandAccepted,
  });
