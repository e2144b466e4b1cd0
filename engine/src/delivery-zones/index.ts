// @sofre/engine/delivery-zones: the areas a restaurant delivers to, drawn as polygons, and the
// point-in-polygon check that prices delivery to an address.
export * from './zone-polygon.ts';
export * from './delivery-zone.kind.ts';
export * from './zone-for.ts';
