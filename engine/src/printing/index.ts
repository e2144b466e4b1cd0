// @sofre/engine/printing: printers and printer stations.
export * from './printing.kinds.ts';
