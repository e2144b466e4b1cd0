// The API's contracts, shared by the gateway and the web apps (STYLE §11). Browser-safe.
export * from './problem.contract.ts';
export * from './paging.contract.ts';
export * from './orders.contract.ts';
export * from './menu.contract.ts';
export * from './catalog-admin.contract.ts';
export * from './live.contract.ts';
export * from './customers.contract.ts';
export * from './delivery-zones.contract.ts';
export * from './food-shifts.contract.ts';
export * from './printing.contract.ts';
export * from './default-descriptions.contract.ts';
export * from './dining-tables.contract.ts';
export * from './discount-codes.contract.ts';
export * from './staff.contract.ts';
export * from './banking.contract.ts';
export * from './vendor-admin.contract.ts';
export * from './order-limits.ts';
