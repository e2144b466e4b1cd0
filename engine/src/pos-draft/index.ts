// The cashier's order draft (spec §4 POS rules), a framework-free reducer the POS screen drives.
export * from './pos-draft.actions.ts';
export * from './pos-draft.payment.ts';
export * from './pos-draft.state.ts';
export { cleanNote } from './pos-draft.lines.ts';
export { canApply, posDraftReducer } from './pos-draft.reducer.ts';
