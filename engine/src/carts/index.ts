// The customer-site cart aggregate: what the gateway and the site import.
export * from './cart.commands.ts';
export * from './cart.events.ts';
export { cartDecider } from './cart.decider.ts';
export { cartMachine, cartSnapshot, checkoutRules, firstCheckoutProblem } from './cart.machine.ts';
export type { CartMachineContext, CartStatus } from './cart.machine.ts';
export * from './cart-lines.ts';
export * from './cart.state.ts';
