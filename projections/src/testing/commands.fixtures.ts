// Commands through the one command path (handleCommand) on a real event store, as the gateway
// sends them: data parsed by the command's schema, time and ids in the metadata.
import { randomUUID } from 'node:crypto';
import { handleCommand, type CommandMetadata, type EventStore } from '@sofre/engine';
import {
  catalogAggregate,
  catalogCommandSchemas,
  type CatalogCommand,
} from '@sofre/engine/catalog';
import { orderAggregate, orderCommandSchemas, type OrderCommand } from '@sofre/engine/orders';
import {
  subscriptionAggregate,
  subscriptionCommandSchemas,
  type SubscriptionCommand,
} from '@sofre/engine/subscriptions';
import { vendorAggregate, vendorCommandSchemas, type VendorCommand } from '@sofre/engine/vendors';
import type { z } from 'zod';

type Input<S extends Record<string, z.ZodType>, T extends keyof S> = z.input<S[T]>;

export class Commands {
  constructor(readonly store: EventStore) {}

  meta(vendorId: string, now: string): CommandMetadata {
    return { commandId: randomUUID(), vendorId, actor: { userId: 'staff-1', kind: 'STAFF' }, now };
  }

  order<T extends OrderCommand['type']>(
    vendorId: string,
    type: T,
    data: Input<typeof orderCommandSchemas, T>,
    now: string,
  ) {
    const command = {
      type,
      data: orderCommandSchemas[type].parse(data),
      metadata: this.meta(vendorId, now),
    };
    return handleCommand(this.store, orderAggregate, command as OrderCommand);
  }

  catalog<T extends CatalogCommand['type']>(
    vendorId: string,
    type: T,
    data: Input<typeof catalogCommandSchemas, T>,
    now: string,
  ) {
    const command = {
      type,
      data: catalogCommandSchemas[type].parse(data),
      metadata: this.meta(vendorId, now),
    };
    return handleCommand(this.store, catalogAggregate, command as CatalogCommand);
  }

  vendor<T extends VendorCommand['type']>(
    vendorId: string,
    type: T,
    data: Omit<Input<typeof vendorCommandSchemas, T>, 'vendorId'>,
    now: string,
  ) {
    const parsed = vendorCommandSchemas[type].parse({ ...data, vendorId });
    const command = { type, data: parsed, metadata: this.meta(vendorId, now) };
    return handleCommand(this.store, vendorAggregate, command as VendorCommand);
  }

  subscription<T extends SubscriptionCommand['type']>(
    vendorId: string,
    type: T,
    data: Input<typeof subscriptionCommandSchemas, T>,
    now: string,
  ) {
    const command = {
      type,
      data: subscriptionCommandSchemas[type].parse(data),
      metadata: this.meta(vendorId, now),
    };
    return handleCommand(this.store, subscriptionAggregate, command as SubscriptionCommand);
  }

  /** A vendor with a small menu: kebabs (with a bread choice) and drinks. */
  async openVendor(vendorId: string, domains: string[], now: string) {
    await this.vendor(vendorId, 'RegisterVendor', { name: `رستوران ${vendorId}`, domains }, now);
    await this.catalog(
      vendorId,
      'CreateMenuCategory',
      { categoryId: 'kebabs', title: 'کباب‌ها', order: 1 },
      now,
    );
    await this.catalog(
      vendorId,
      'CreateMenuCategory',
      { categoryId: 'drinks', title: 'نوشیدنی', order: 2 },
      now,
    );
    await this.catalog(
      vendorId,
      'CreateToppingCategory',
      {
        toppingCategoryId: 'breads',
        title: 'نان',
        minChoices: 1,
        maxChoices: 2,
        toppings: [
          { toppingId: 'lavash', title: 'لواش', price: 0 },
          { toppingId: 'sangak', title: 'سنگک', price: 50_000 },
        ],
      },
      now,
    );
    await this.catalog(
      vendorId,
      'CreateMenuItem',
      {
        itemId: 'koobideh',
        categoryId: 'kebabs',
        title: 'چلو کوبیده',
        price: 1_200_000,
        discount: 100_000,
        packagingCost: 40_000,
        toppingCategoryIds: ['breads'],
      },
      now,
    );
    await this.catalog(
      vendorId,
      'CreateMenuItem',
      { itemId: 'joojeh', categoryId: 'kebabs', title: 'جوجه کباب', price: 1_100_000 },
      now,
    );
    return this.catalog(
      vendorId,
      'CreateMenuItem',
      { itemId: 'doogh', categoryId: 'drinks', title: 'دوغ', price: 150_000, withTax: false },
      now,
    );
  }
}
