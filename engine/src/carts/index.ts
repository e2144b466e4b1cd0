// The customer-site cart aggregate: what the gateway and the site import.
export * from './cart.commands.ts';
export * from './cart.events.ts';
export { cartAggregate, cartDecider, ownCart } from './cart.decider.ts';
export { cartMachine, cartSnapshot, checkoutRules, firstCheckoutProblem } from './cart.machine.ts';
export type { CartMachineContext, CartStatus } from './cart.machine.ts';
export * from './cart-lines.ts';
export * from './cart-menu.ts';
export * from './cart-order.ts';
export * from './cart-vendor.ts';
export * from './cart.state.ts';
export * from './submit-cart.workflow.ts';
export * from './add-cart-to-bill.workflow.ts';
