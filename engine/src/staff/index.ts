// Staff, roles and permissions (spec §6): the permission catalogue the gateway's routes declare,
// the default roles, the per-vendor roles-and-staff aggregate, and the checks can/permissionsOf.
export * from './permissions.ts';
export * from './role.ts';
export * from './default-roles.ts';
export * from './staff.events.ts';
export * from './staff.commands.ts';
export { staffAggregate, staffDecider, decideStaff } from './staff.decider.ts';
export * from './staff.state.ts';
