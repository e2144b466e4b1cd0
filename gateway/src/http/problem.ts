// RFC 9457 problem details with Sofre's stable code and the Persian message the UI shows
// (engine/src/contracts/problem.contract.ts). Every refusal the gateway gives is built here.
import type { FastifyReply } from 'fastify';
import type { ErrorCode, FieldError } from '@sofre/engine';
import type { Problem } from '@sofre/engine/contracts';
import { messages, type GatewayMessageCode } from '../messages.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * HTTP status of each domain refusal: the resource the path names is missing → 404; the request
 * clashes with the current state → 409; anything else the domain refuses (an unknown menu item in
 * the body, a bad choice of toppings) → 422.
 * Identity: a wrong, expired, used or exhausted code is 400 — not 401, because a 401 makes the
 * client try a token refresh and leave for the login page (spec §8) while the user is only
 * retyping a code. 401 is kept for sessions (refresh tokens, bearer tokens); 429 for sending
 * codes too often.
 */
const domainStatus: Partial<Record<ErrorCode, number>> = {
  // The vendor's package does not open this (issue 32): a question of its plan, not of the input.
  FEATURE_NOT_IN_PACKAGE: 403,
  PACKAGE_LIMIT_REACHED: 403,
  CONTRACT_ALREADY_PAID: 409,
  CONTRACT_PAYMENT_IN_PROGRESS: 409,
  SUBSCRIPTION_CODE_ALREADY_USED: 409,
  // Named in a body (a subscription's, a code's): the request is wrong, not the path.
  PACKAGE_NOT_FOUND: 422,
  ORDER_NOT_FOUND: 404,
  CONTRACT_NOT_FOUND: 404,
  VENDOR_NOT_FOUND: 404,
  TRIP_NOT_FOUND: 404,
  TRANSACTION_NOT_FOUND: 404,
  REFUND_NOT_FOUND: 404,
  CART_NOT_FOUND: 404,
  ROLE_NOT_FOUND: 404,
  STAFF_NOT_FOUND: 404,
  CUSTOMER_NOT_FOUND: 404,
  ADDRESS_NOT_FOUND: 404,
  INVALID_ORDER_STATE: 409,
  DUPLICATE_ORDER_STATE: 409,
  INVALID_TRIP_STATE: 409,
  BIKER_ALREADY_EXISTS: 409,
  BIKER_PHONE_TAKEN: 409,
  BIKER_INACTIVE: 409,
  BIKER_OFF_SHIFT: 409,
  BIKER_BUSY: 409,
  ORDER_NOT_READY_FOR_SHIPMENT: 409,
  ORDER_HAS_ACTIVE_TRIP: 409,
  KITCHEN_ORDER_NOT_COOKING: 409,
  KITCHEN_STATION_NOT_FOUND: 404,
  KITCHEN_LINE_NOT_FOUND: 404,
  KITCHEN_NOT_BUMPED: 409,
  INVALID_TRANSACTION_STATE: 409,
  ORDER_ALREADY_EXISTS: 409,
  ORDER_ALREADY_PAID: 409,
  CART_CHECKED_OUT: 409,
  TABLE_BILL_NOT_OPEN: 409,
  // The vendor's hours do not cover now: the cart may go through once it opens (under a new order
  // id: a refusal is kept and replayed for the id it was given to).
  VENDOR_CLOSED: 409,
  // The cart's goods are under the vendor's minimum: the request (its items) must change.
  BASKET_BELOW_MINIMUM: 422,
  // The menu took lines out of the cart as it was submitted: look again (the cart comes along).
  CART_ITEMS_UNAVAILABLE: 409,
  CONCURRENCY_CONFLICT: 409,
  ORDER_CHANGED_MEANWHILE: 409,
  DINING_TABLE_OCCUPIED: 409,
  ORDER_NOT_AT_TABLE: 409,
  OPERATION_FAILED: 500,
  INVALID_PHONE_NUMBER: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_ALREADY_USED: 400,
  OTP_TOO_MANY_ATTEMPTS: 400,
  OTP_RESEND_TOO_SOON: 429,
  OTP_DAILY_LIMIT: 429,
  REFRESH_TOKEN_INVALID: 401,
  REFRESH_TOKEN_EXPIRED: 401,
  REFRESH_TOKEN_REVOKED: 401,
  REFRESH_TOKEN_REUSED: 401,
  USER_NOT_FOUND: 404,
  USER_ALREADY_EXISTS: 409,
  USER_HAS_NO_ACCESS: 403,
  PHONE_EXISTS: 409,
  RECORD_ID_TAKEN: 409,
  // The table is not in the state the request assumed (someone else reserved or freed it).
  DINING_TABLE_ALREADY_RESERVED: 409,
  DINING_TABLE_ALREADY_FREE: 409,
  // A deactivated vendor's domain refuses everyone (vendor-status.guard.ts).
  VENDOR_INACTIVE: 403,
  VENDOR_BANK_ACCOUNT_EXISTS: 409,
  // Named in a body (an order's line, an item's category): the request is wrong, not the path.
  MENU_ITEM_NOT_FOUND: 422,
  MENU_CATEGORY_NOT_FOUND: 422,
  TOPPING_CATEGORY_NOT_FOUND: 422,
};

/** Listed codes first; any other …_NOT_FOUND is 404; the rest 422. */
export const statusOfDomainError = (code: string): number =>
  domainStatus[code as ErrorCode] ?? (code.endsWith('_NOT_FOUND') ? 404 : 422);

/**
 * The record a route's path names does not exist (GET/DELETE …/{id}): always 404, even for a code
 * that is 422 when a body names it (MENU_ITEM_NOT_FOUND).
 */
export class PathNotFound extends Error {
  override readonly name = 'PathNotFound';
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

export interface ProblemInput {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly errors?: readonly FieldError[];
  readonly detail?: string;
  readonly instance?: string;
}

export const problem = (input: ProblemInput): Problem => ({
  type: `https://sofre.app/problems/${input.code.toLowerCase().replaceAll('_', '-')}`,
  title: titles[input.status] ?? 'Error',
  status: input.status,
  code: input.code,
  message: input.message,
  ...(input.detail === undefined ? {} : { detail: input.detail }),
  ...(input.instance === undefined ? {} : { instance: input.instance }),
  errors: [...(input.errors ?? [])],
});

/** A refusal the gateway itself gives (not the domain): its text lives in messages.ts. */
export class GatewayProblem extends Error {
  override readonly name = 'GatewayProblem';
  constructor(
    readonly status: number,
    readonly code: GatewayMessageCode,
    readonly errors: readonly FieldError[] = [],
  ) {
    super(messages[code]);
  }
}

export const sendProblem = (reply: FastifyReply, body: Problem) =>
  reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
