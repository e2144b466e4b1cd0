// Tries to break in through every registered route (issue 4): each declares its access; without a
// token every non-public route answers 401; a customer, a staff-kind token of someone who is not a
// member (never joined or removed) and the kitchen (where it lacks the permission) get 403; the
// owner of vendor B on vendor A's domain gets 401; on the platform admins' routes every vendor's
// token (even the owner's) gets 403 and only an admin's passes. None of the refused calls changed
// anything.
import { randomUUID } from 'node:crypto';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { permissionsOfUser } from '../staff/effective-permissions.ts';
import { FORBIDDEN_MESSAGE } from '../staff/staff.test-fixtures.ts';
import {
  eventCount,
  startTestGateway,
  VENDOR_A_ID,
  VENDOR_B,
  type TestGateway,
} from '../testing/test-gateway.ts';
import { isStaffAccess } from './access.ts';
import type { DeclaredAccess } from './request-context.ts';

/** Every route that answers without a token, listed on purpose (spec: site, tracker, login). */
const PUBLIC_ROUTES = [
  '/api-identity/vendors/byhost/:domain',
  // The site: is the restaurant open, its landing page, its menu.
  '/api-identity/availabilitytime',
  '/api-identity/vendors/landing',
  '/api-catalog/catalog/menucategories/all',
  '/api-catalog/catalog/menucategories/site/:sellChannel',
  // Uploaded images (menu photos): the site shows them; names are content hashes.
  '/files/:vendorId/:name',
  // The site prices delivery to an address before login (which zone, which price).
  '/api-delivery/v1/estimated-price',
  // The maps' tile address (MAP_TILES), or none: every map draws under it, before any login.
  '/api-identity/users/map/settings',
  // The site checks the code a customer typed, before or after login (spec §5).
  '/api-identity/discountcodes/site/getbycode/:code',
  // The order tracker: the id is a random UUID, knowing it is the permission.
  '/api/orders/:id',
  // The order's courier on that tracker (status, position): the same order id is the permission.
  '/api/bikers/tracking/:orderId',
  // Courier providers' webhooks: the signature is the permission (couriers/webhook-signature.ts).
  '/api/deliveryhistories/webhook/miare',
  '/api/deliveryhistories/webhook/snappbox',
  '/api-delivery/v1/hooks/miare',
  '/api-delivery/v1/hooks/snapp-box',
  // The live socket: each topic checks its own access (live.route.ts).
  '/live',
  '/api-identity/identity/auth/login',
  '/api-identity/identity/auth/verify',
  '/api-identity/identity/auth/refreshtoken',
  '/api-identity/identity/auth/adminlogin',
  '/api-identity/bikers/login',
  '/api-identity/bikers/verify',
  '/sandbox/sms/outbox',
  // Paying an order online: like its tracker, knowing the order's id is the permission to pay it
  // (a payment link is that id); the provider's callback carries no token of ours.
  '/api/orders/payment/:id',
  '/api/payments/link/:id',
  '/api/transactions/verify',
  // Where the payment provider sends a vendor back from paying its contract with the platform.
  '/api-identity/contracts/transaction/verify',
  // The sandbox gateway's payment page (sandbox only).
  '/sandbox/pay/:authority',
  // Health probes for orchestrators (no token, no vendor, no vendor data).
  '/health/live',
  '/health/ready',
];
const isDocsOrApp = (url: string) => /^\/(docs|bo|kds)?(\/|$)/.test(url) && !url.startsWith('/api');

let gateway: TestGateway;
let routes: DeclaredAccess[];
const bearer = async (
  sub: string,
  vendorId = VENDOR_A_ID,
  kind: 'STAFF' | 'CUSTOMER' = 'STAFF',
) => ({
  authorization: `Bearer ${await gateway.tokenFor(sub, vendorId, kind)}`,
});
beforeAll(async () => {
  gateway = await startTestGateway();
  routes = gateway.app.routeAccess().filter((r) => r.method !== 'HEAD');
});
afterAll(() => gateway.close());

const call = (route: DeclaredAccess, headers: Record<string, string>) =>
  gateway.app.inject({
    method: route.method as InjectOptions['method'],
    url: route.url.replace(/:[a-zA-Z]+/g, randomUUID()),
    headers: { 'x-vendor-domain': 'localhost', ...headers },
    ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
  });

const guarded = () => routes.filter((r) => r.access !== 'public');
const admins = () => routes.filter((r) => r.access === 'admin');
const label = (r: DeclaredAccess) => `${r.method} ${r.url}`;

describe('every route declares who may call it', () => {
  it('has exactly one access, and only the listed routes are public', () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      expect(
        route.access === 'public' ||
          route.access === 'authenticated' ||
          route.access === 'admin' ||
          isStaffAccess(route.access),
        label(route),
      ).toBe(true);
    }
    const publicApi = routes
      .filter((r) => r.access === 'public' && !isDocsOrApp(r.url))
      .map((r) => r.url);
    expect(new Set(publicApi)).toEqual(new Set(PUBLIC_ROUTES));
    // Admin routes belong to no vendor: the request's domain is never looked at.
    expect(admins().map(label)).toContain('GET /api-identity/vendors');
    const scoped = admins().filter((r) => r.vendorScoped);
    expect(scoped.map(label)).toEqual([]);
  });
});

describe('refusals change nothing', () => {
  let before: number;
  beforeAll(async () => {
    before = await eventCount(gateway);
  });
  afterAll(async () => {
    expect(await eventCount(gateway)).toBe(before);
  });

  it('answers 401 problem+json to every non-public route without a token', async () => {
    for (const route of guarded()) {
      const res = await call(route, {});
      expect(res.statusCode, label(route)).toBe(401);
      expect(res.headers['content-type'], label(route)).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 401 to a token of vendor B on vendor A’s domain, on every non-public route', async () => {
    const ownerOfB = await bearer('demo-owner', VENDOR_B.vendorId);
    for (const route of guarded().filter((r) => r.access !== 'admin')) {
      expect((await call(route, ownerOfB)).statusCode, label(route)).toBe(401);
    }
  });

  it('answers 403 with the Persian message to a customer and to a staff token of no member', async () => {
    const customer = await bearer(`customer-${randomUUID()}`, VENDOR_A_ID, 'CUSTOMER');
    const stranger = await bearer(`removed-${randomUUID()}`);
    for (const route of guarded().filter((r) => isStaffAccess(r.access))) {
      for (const who of [customer, stranger]) {
        const res = await call(route, who);
        expect(res.statusCode, label(route)).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
      }
    }
  });

  it('answers 403 to the kitchen wherever its role lacks the permission', async () => {
    const held = await permissionsOfUser(gateway.platform.readSide, VENDOR_A_ID, 'demo-kitchen');
    expect(held.has('kitchen.view')).toBe(true);
    const kitchen = await bearer('demo-kitchen');
    const beyondKitchen = guarded().filter(
      (r) => isStaffAccess(r.access) && !r.access.staff.some((p) => held.has(p)),
    );
    expect(beyondKitchen.map(label)).toContain('GET /api-identity/roles');
    for (const route of beyondKitchen) {
      expect((await call(route, kitchen)).statusCode, label(route)).toBe(403);
    }
  });

  it('answers 403 on every admin route to vendor tokens (owners too) and non-admin platform users', async () => {
    const platformToken = async (kind: 'ADMIN' | 'STAFF') => ({
      authorization: `Bearer ${await gateway.tokenFor('demo-admin', PLATFORM_VENDOR_ID, kind)}`,
    });
    const refused = [
      await bearer('demo-owner'),
      await bearer('demo-owner', VENDOR_B.vendorId),
      await bearer(`customer-${randomUUID()}`, VENDOR_A_ID, 'CUSTOMER'),
      await platformToken('STAFF'),
    ];
    for (const route of admins()) {
      for (const who of refused) {
        const res = await call(route, who);
        expect(res.statusCode, label(route)).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
      }
      // The admin passes the access check (an empty body is then a validation error, 400).
      const admin = await call(route, await platformToken('ADMIN'));
      expect([200, 400], label(route)).toContain(admin.statusCode);
    }
    // An admin's token opens no vendor's back office.
    const staffRoute = guarded().find((r) => label(r) === 'GET /api-identity/roles')!;
    expect((await call(staffRoute, await platformToken('ADMIN'))).statusCode).toBe(401);
  });
});
