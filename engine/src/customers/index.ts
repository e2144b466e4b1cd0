// Customers and their delivery addresses (spec §7 customers, identity/address and its offline
// variant): one stream per vendor and phone, so a phone is one customer per vendor.
export * from './customer.events.ts';
export * from './customer.commands.ts';
export * from './address.rules.ts';
export * from './customer.decider.ts';
export * from './customer.rules.ts';
