// @sofre/engine/records: back-office records (printers, shifts, tables, zones, codes, terminals …)
// defined once per kind; every kind of the platform is listed in record-kinds.ts.
export * from './record-kind.ts';
export * from './record-events.ts';
export * from './record.decider.ts';
