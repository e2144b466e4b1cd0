// @sofre/engine/delivery: delivery orders and their courier trips — dispatching an order to one
// of the restaurant's own couriers or to a courier provider, what each step of the trip (a biker's
// tap, a provider's webhook) does to the order and biker, and cancelling the trip.
export * from './trip-of-order.ts';
export * from './dispatch-to-biker.workflow.ts';
export * from './biker-trip-move.workflow.ts';
export * from './request-provider-trip.workflow.ts';
export * from './courier-status.workflow.ts';
export * from './cancel-provider-trip.workflow.ts';
export * from './auto-dispatch.workflow.ts';
export {
  autoDispatchStreamName,
  type AutoDispatchEvent,
  type AutoDispatchState,
} from './auto-dispatch.claim.ts';
export { courierDeliveryStream, findCourierDelivery } from './courier-delivery-link.ts';
export { stepMetadata, type WorkflowInputs } from './workflow-steps.ts';
