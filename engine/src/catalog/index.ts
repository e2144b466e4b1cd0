// The catalog aggregate's public face: menu commands for the gateway, the events the menu read
// model folds, and resolveOrderLines, which prices client lines from the vendor's menu.
export * from './catalog.events.ts';
export * from './catalog.commands.ts';
export { catalogAggregate, catalogDecider, decideCatalog } from './catalog.decider.ts';
export { evolveCatalog, initialCatalogState, type CatalogState } from './catalog.state.ts';
export { resolveOrderLines, type TempIds } from './resolve-order-lines.ts';
