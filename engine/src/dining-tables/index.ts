// @sofre/engine/dining-tables: table categories, tables, and their FREE/RESERVED state.
export * from './dining-table-category.kind.ts';
export * from './dining-table.fields.ts';
export * from './dining-table.events.ts';
export * from './dining-table.commands.ts';
export * from './dining-table.rules.ts';
export * from './dining-table.decider.ts';
