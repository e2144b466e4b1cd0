// @sofre/engine/delivery: delivery orders and their courier trips — dispatching an order to one
// of the restaurant's own couriers, and what each step of the trip does to the order and biker.
export * from './trip-of-order.ts';
export * from './dispatch-to-biker.workflow.ts';
export * from './biker-trip-move.workflow.ts';
export { stepMetadata, type WorkflowInputs } from './workflow-steps.ts';
