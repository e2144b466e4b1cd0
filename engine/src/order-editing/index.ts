// Editing a placed order (spec §4 order editing): the draft reducer and the server-side check.
export * from './order-edit.draft.ts';
export * from './order-edit.reducer.ts';
export * from './order-edit.rules.ts';
