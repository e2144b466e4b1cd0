// The catalog aggregate's public face: menu commands for the gateway, the events the menu read
// model folds, what sells now (sells-now.ts), and resolveOrderLines, which prices client lines
// from the vendor's menu.
export * from './catalog.events.ts';
export * from './catalog.commands.ts';
export { catalogAggregate, catalogDecider, decideCatalog } from './catalog.decider.ts';
export {
  evolveCatalog,
  initialCatalogState,
  type CatalogState,
  type CatalogItemFacts,
  type CatalogCategoryFacts,
  type CatalogToppingCategoryFacts,
  type CatalogToppingFacts,
} from './catalog.state.ts';
export { menuSellingAt, menuForChannel } from './sells-now.ts';
export { resolveOrderLines, type TempIds } from './resolve-order-lines.ts';
