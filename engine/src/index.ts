// The engine's shared core. Each business area has its own entry: @sofre/engine/orders,
// /trips, /payments, /carts, /pricing, /pos-draft, /order-editing; adapters in /store (Node only).
export * from './shared/enums.ts';
export * from './shared/money.ts';
export * from './shared/digits.ts';
export * from './shared/domain-error.ts';
export * from './shared/messages.ts';
export * from './shared/event-definitions.ts';
export * from './shared/decider.ts';
export { eventIdFor } from './shared/event-ids.ts';
export * from './commands/handle-command.ts';
export * from './orders/place-order.workflow.ts';
export type * from './store/event-store.port.ts';
export * from './shared/tehran-time.ts';
export * from './shared/jalali-date.ts';
