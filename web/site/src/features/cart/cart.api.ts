// The cart routes of the gateway (gateway/src/carts, contracts in engine cart.contract.ts): a
// signed-in customer's own cart, each answer the cart priced by the server.
import {
  CartSubmitted,
  CartView,
  TableBill,
  type AddCartItemRequest,
  type CartDetailsRequest,
  type OpenCartRequest,
} from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import type { CartApi } from './cart-sync.ts';

const CARTS = '/api/carts';
const cartPath = (cartId: string) => `${CARTS}/${encodeURIComponent(cartId)}`;

type Method = 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, path: string, body?: unknown) =>
  apiRequest({ method, path, body, response: CartView });

export const cartApi: CartApi = {
  open: (request: OpenCartRequest) => send('POST', CARTS, request),
  add: (cartId: string, request: AddCartItemRequest) =>
    send('POST', `${cartPath(cartId)}/items`, request),
  setCount: (cartId, lineId, count) =>
    send('PUT', `${cartPath(cartId)}/items/${encodeURIComponent(lineId)}`, { count }),
  details: (cartId: string, request: CartDetailsRequest) =>
    send('PUT', `${cartPath(cartId)}/details`, request),
  applyCode: (cartId, code) => send('PUT', `${cartPath(cartId)}/discount`, { code }),
  removeCode: (cartId) => send('DELETE', `${cartPath(cartId)}/discount`),
  submit: (cartId, orderId, description) =>
    apiRequest({
      method: 'POST',
      path: `${cartPath(cartId)}/submit`,
      body: { orderId, ...(description ? { description } : {}) },
      response: CartSubmitted,
    }),
  tableBill: (cartId) =>
    apiRequest({ path: `${cartPath(cartId)}/table-bill`, response: TableBill }),
  addToBill: (cartId, orderId) =>
    apiRequest({
      method: 'POST',
      path: `${cartPath(cartId)}/add-to-bill`,
      body: { orderId },
      response: CartSubmitted,
    }),
};
