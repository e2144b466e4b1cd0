// The order aggregate's public face, for the gateway, the projections and the web apps.
export * from './order.commands.ts';
export * from './order.events.ts';
export {
  isFinalOrderStatus,
  orderMachine,
  orderSnapshot,
  type OrderMachineContext,
  type OrderMachineEvent,
} from './order.machine.ts';
export { orderAggregate, orderDecider } from './order.decider.ts';
export { allowedTargets } from './change-order-state.decide.ts';
export { linesForEdit } from './edit-lines.ts';
export { callCustomer, readyCall, type ReadyCall } from './ready-call.workflow.ts';
export {
  balanceDue,
  initialOrderState,
  isPaid,
  isPlacedByCustomer,
  isPrepaid,
  isPrepaidOrder,
  machineContext,
  refundable,
  type ExistingOrder,
  type OrderState,
} from './order.state.ts';
