// @sofre/engine/default-descriptions: the canned notes of order lines and orders.
export * from './default-description.kind.ts';
