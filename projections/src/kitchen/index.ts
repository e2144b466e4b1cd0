// The kitchen's station screens read models, for projections/src/index.ts.
export {
  kitchenStationsProjection,
  type KitchenStationsRow,
} from './kitchen-stations.projection.ts';
export {
  createKitchenQueries,
  KITCHEN_STATION_ORDERS,
  KITCHEN_STATIONS_PROJECTION,
  type KitchenQueries,
  type KitchenStationsView,
} from './kitchen.queries.ts';
export {
  createKitchenScreenQueries,
  kitchenScreensProjection,
  type KitchenScreenQueries,
  type KitchenScreenRow,
} from '../health/kitchen-screens.projection.ts';
