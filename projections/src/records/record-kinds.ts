// Every back-office record kind of the platform (engine records/): the records read model
// decodes their events, the gateway's record routes and the live topics `records:{kind}` use them.
// A new kind is one line here.
import { bankKind, posTerminalKind } from '@sofre/engine/banking';
import { defaultDescriptionKind } from '@sofre/engine/default-descriptions';
import { deliveryZoneKind } from '@sofre/engine/delivery-zones';
import { discountCodeKind } from '@sofre/engine/discounts';
import { diningTableCategoryKind, diningTableRecordKind } from '@sofre/engine/dining-tables';
import { foodShiftKind } from '@sofre/engine/food-shifts';
import { printerKind, printerStationKind } from '@sofre/engine/printing';
import type { AnyRecordKind } from '@sofre/engine/records';
import { featureKind, packageKind, subscriptionCodeKind } from '@sofre/engine/subscriptions';

export const recordKinds: readonly AnyRecordKind[] = [
  foodShiftKind,
  printerKind,
  printerStationKind,
  defaultDescriptionKind,
  deliveryZoneKind,
  diningTableCategoryKind,
  diningTableRecordKind,
  discountCodeKind,
  bankKind,
  posTerminalKind,
  featureKind,
  packageKind,
  subscriptionCodeKind,
];
