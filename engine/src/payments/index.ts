// The payment transaction aggregate: what the gateway, the payment adapters and the POS import.
export * from './payment.commands.ts';
export * from './payment.events.ts';
export { paymentAggregate, paymentDecider } from './payment.decider.ts';
export { paymentMachine, paymentSnapshot } from './payment.machine.ts';
export type { PaymentMachineContext, PaymentMachineEvent } from './payment.machine.ts';
export * from './payment.state.ts';
export * from './online-payment.workflow.ts';
export * from './refund-ask.workflow.ts';
export {
  MAX_REFUND_ASKS as MAX_PAYMENT_REFUND_ASKS,
  REFUND_ASK_AGAIN_MS as PAYMENT_REFUND_ASK_AGAIN_MS,
} from './refund-ask.decide.ts';
