// The bikers lists (GET /api/bikers paged, all-bikers, free-bikers, key-value), a biker's orders
// (GET /api/bikers/orders: the signed-in biker's own, or staff naming one), one order's preview
// (orderpreview/{id}), the courier orders waiting for a courier (orders/un-assigned-to-biker) and
// those on the way (orders/on-the-way: a biker or a provider carrying them), for dispatch.
import { DomainError } from '@sofre/engine';
import {
  BikerKeyValues,
  BikerList,
  BikerListQuery,
  BikerOrdersQuery,
  BikerPage,
  DeliveryOrderList,
  DeliveryOrderView,
  OrderPreviewParams,
} from '@sofre/engine/contracts';
import { staff } from '../http/access.ts';
import { PathNotFound } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { bikerNamed, bikerOrDispatcher, type BikerDeps } from './biker-deps.ts';

export function bikerReadRoutes(app: ZodApp, deps: BikerDeps) {
  const { readSide } = deps.platform;
  const manage = { access: staff('delivery.manage') };
  const refusals = problemResponses(400, 401, 403, 404);
  app.get(
    '/api/bikers',
    {
      schema: {
        tags: ['bikers'],
        summary: 'Bikers, a page at a time',
        querystring: BikerListQuery,
        response: { 200: BikerPage, ...refusals },
      },
      config: manage,
    },
    (request) => readSide.bikerPage(contextOf(request).vendor.id, request.query),
  );
  app.get(
    '/api/bikers/all-bikers',
    {
      schema: {
        tags: ['bikers'],
        summary: 'Every biker',
        response: { 200: BikerList, ...refusals },
      },
      config: manage,
    },
    (request) => readSide.bikers(contextOf(request).vendor.id),
  );
  app.get(
    '/api/bikers/free-bikers',
    {
      schema: {
        tags: ['bikers'],
        summary: 'Bikers on shift and on no trip',
        response: { 200: BikerList, ...refusals },
      },
      config: manage,
    },
    (request) => readSide.bikers(contextOf(request).vendor.id, ['FREE']),
  );
  app.get(
    '/api/bikers/key-value',
    {
      schema: {
        tags: ['bikers'],
        summary: 'Active bikers as id and name',
        response: { 200: BikerKeyValues, ...refusals },
      },
      config: manage,
    },
    async (request) => {
      const bikers = await readSide.bikers(contextOf(request).vendor.id);
      return bikers.filter((b) => b.isActive).map((b) => ({ key: b.id, value: b.name }));
    },
  );
  app.get(
    '/api/bikers/orders',
    {
      schema: {
        tags: ['bikers'],
        summary: 'A biker’s orders, newest first (a biker: their own)',
        querystring: BikerOrdersQuery,
        response: { 200: DeliveryOrderList, ...refusals },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      const bikerId = bikerNamed(bikerOrDispatcher(request), request.query.bikerId);
      const biker = await readSide.biker(vendorId, bikerId);
      if (!biker) throw new DomainError('BIKER_NOT_FOUND');
      const orders = await Promise.all(
        biker.orderIds.map((id) => readSide.deliveryOrder(vendorId, id)),
      );
      return orders.filter((o) => o !== undefined);
    },
  );
  app.get(
    '/api/bikers/orderpreview/:id',
    {
      schema: {
        tags: ['bikers'],
        summary: 'A courier order with its address, phone and trips',
        params: OrderPreviewParams,
        response: { 200: DeliveryOrderView, ...refusals },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      const caller = bikerOrDispatcher(request);
      const order = await readSide.deliveryOrder(vendorId, request.params.id);
      // A biker sees only the orders given to them.
      const mine =
        caller.kind === 'STAFF' || order?.trips.some((t) => t.biker?.id === caller.bikerId);
      if (!order || !mine) throw new PathNotFound('ORDER_NOT_FOUND');
      return order;
    },
  );
  app.get(
    '/api/orders/un-assigned-to-biker',
    {
      schema: {
        tags: ['orders'],
        summary: 'Courier orders ready to ship with no courier on a trip, oldest first',
        response: { 200: DeliveryOrderList, ...refusals },
      },
      config: manage,
    },
    (request) => readSide.unassignedDeliveryOrders(contextOf(request).vendor.id),
  );
  app.get(
    '/api/orders/on-the-way',
    {
      schema: {
        tags: ['orders'],
        summary: 'Courier orders with a courier on a trip (a biker or a provider), oldest first',
        response: { 200: DeliveryOrderList, ...refusals },
      },
      config: manage,
    },
    (request) => readSide.deliveryOrdersOnTheWay(contextOf(request).vendor.id),
  );
}
