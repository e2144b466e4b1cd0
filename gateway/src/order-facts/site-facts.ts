// The site's question a cart route asks through the same facts as an order (engine take-order): a
// cart's details checked as an order's are.
import type { ExistingCart } from '@sofre/engine/carts';
import { checkedCartDetails } from '@sofre/engine/take-order';
import type { CartDetailsRequest } from '@sofre/engine/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authOf, contextOf } from '../http/request-context.ts';
import type { Platform } from '../platform/platform.port.ts';
import { factsOf } from './order-facts.adapter.ts';

/** The details as the cart takes them; `cart` is the cart they patch (none when it is opened). */
export const checkedDetails = <D extends Partial<z.output<typeof CartDetailsRequest>>>(
  platform: Platform,
  request: FastifyRequest,
  details: D,
  cart?: ExistingCart,
): Promise<D> =>
  checkedCartDetails(
    factsOf(platform, request),
    contextOf(request).vendor.id,
    authOf(request).sub,
    details,
    cart,
  );
