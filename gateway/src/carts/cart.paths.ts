// What the cart routes share: their path, tag, access (a signed-in customer; customerOf refuses
// anyone else) and the refusals every one of them may give.
import { problemResponses } from '../http/zod-app.ts';

export const CARTS = '/api/carts';

export const cartRoute = {
  tags: ['carts'],
} as const;

/** Any login of the vendor passes the hook; the routes then take customers only (403 otherwise). */
export const customerAccess = { access: 'authenticated' } as const;

/** 401 no login, 403 not a customer, 404 no such cart (or not theirs), 409 checked out. */
export const cartProblems = (...more: number[]) =>
  problemResponses(400, 401, 403, 404, 409, ...more);
