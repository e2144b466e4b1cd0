// The API's contracts, shared by the gateway and the web apps (STYLE §11). Browser-safe.
export * from './problem.contract.ts';
export * from './paging.contract.ts';
export * from './orders.contract.ts';
export * from './menu.contract.ts';
export * from './live.contract.ts';
