// The operations reports' read models, registered together in the report lane (all.projections.ts).
import { anyProjection, type AnyProjection } from '../../projection.ts';
import { orderDeliveryProjection } from './order-delivery.projection.ts';

export const operationsProjections: readonly AnyProjection[] = [
  anyProjection(orderDeliveryProjection),
];
