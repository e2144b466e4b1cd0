// @sofre/engine/subscriptions: the platform's own business with its vendors — features, packages
// and their prices, contracts paid through the payment port, terms, usage limits counted exactly,
// and subscription codes.
export * from './features.ts';
export * from './feature.kind.ts';
export * from './package.kind.ts';
export * from './subscription-code.kind.ts';
export * from './subscription.events.ts';
export * from './subscription.state.ts';
export * from './subscription.decider.ts';
export * from './usage.decider.ts';
export * from './plan.ts';
export * from './renewal.ts';
export * from './contract-payment.decide.ts';
export * from './claim-usage.ts';
export * from './contract-refund.decide.ts';
export * from './fee-rate.ts';
export * from './contract-payment.port.ts';
export * from './contract-refund.workflow.ts';
export * from './pay-contract.workflow.ts';
export * from './subscribe.workflow.ts';
