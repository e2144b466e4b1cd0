// The vendor's account settings (vendor-account.events.ts). Only the vendor itself changes them
// (metadata.vendorId, from the verified token); a Sheba or card that fails its check digits, or a
// Sheba of another bank than the one chosen, is refused with field errors before anything is kept.
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import { BankAccountFields, bankAccountErrors } from '../banking/bank-account.ts';
import type { Decider } from '../shared/decider.ts';
import { DomainError, domainError, type ErrorCode } from '../shared/domain-error.ts';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import {
  AutoDispatchProvider,
  VendorAutoAcceptSet,
  VendorAutoDispatchSet,
  VendorBankAccountAdded,
  VendorBankAccountChanged,
  VendorJoinedBrand,
  VendorPickupPointSet,
  VendorPrintItemsOnFactorSet,
  PickupPoint,
  vendorAccountEventCodec,
  vendorAccountStreamName,
  type SettlementAccount,
  type VendorAccountEvent,
} from './vendor-account.events.ts';
import { pickupPointErrors } from './pickup-point.ts';

const vendorId = z.string().min(1);

export const vendorAccountCommandSchemas = {
  /** vendors/bank POST: the first settlement account. */
  AddVendorBankAccount: z.object({ vendorId, account: BankAccountFields }),
  /** vendors/bank PUT: the whole account again. */
  ChangeVendorBankAccount: z.object({ vendorId, account: BankAccountFields }),
  SetPrintItemsOnFactor: z.object({ vendorId, printItemsOnFactor: z.boolean() }),
  /** The vendor's side of joining a brand; the brand's side is the brand stream (brand.ts). */
  RecordBrandMembership: z.object({ vendorId, brandId: z.string().min(1) }),
  /** PUT vendors/me autoDispatchProvider: a provider, or null to let the dispatcher send. */
  SetAutoDispatch: z.object({ vendorId, provider: AutoDispatchProvider.nullable() }),
  /** PUT vendors/me autoAcceptOnlineOrders: paid online orders go to the kitchen by themselves. */
  SetAutoAccept: z.object({ vendorId, autoAcceptOnlineOrders: z.boolean() }),
  /** PUT vendors/me pickupPoint: the vendor's own point for couriers, or null for the platform's. */
  SetPickupPoint: z.object({ vendorId, pickupPoint: PickupPoint.nullable() }),
} as const;
type Schemas = typeof vendorAccountCommandSchemas;
export type VendorAccountCommand = CommandUnion<Schemas>;
export type VendorAccountCommandOf<T extends keyof Schemas> = CommandFrom<Schemas, T>;

export interface VendorAccountState {
  readonly bankAccount: SettlementAccount | null;
  /** Whether the customer's invoice lists the order's items (off until the owner turns it on). */
  readonly printItemsOnFactor: boolean;
  readonly brandIds: readonly string[];
  /**
   * The provider asked by itself for a delivery order that became ready to ship since `since`;
   * null (the default): the dispatcher sends every order.
   */
  readonly autoDispatch: AutoDispatch | null;
  /** Paid online orders (site, table QR) are confirmed without a cashier; off by default. */
  readonly autoAcceptOnlineOrders: boolean;
  /** Where couriers pick orders up; null: the platform's default point. */
  readonly pickupPoint: PickupPoint | null;
}

export interface AutoDispatch {
  readonly provider: AutoDispatchProvider;
  /** When the owner chose the provider (UTC ISO instant). */
  readonly since: string;
}

export const initialVendorAccount = (): VendorAccountState => ({
  bankAccount: null,
  printItemsOnFactor: false,
  brandIds: [],
  autoDispatch: null,
  autoAcceptOnlineOrders: false,
  pickupPoint: null,
});

function checkedAccount(account: z.output<typeof BankAccountFields>): SettlementAccount {
  const errors = bankAccountErrors(account);
  if (errors.length > 0) throw new DomainError(errors[0]!.code as ErrorCode, errors);
  return account;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function decideVendorAccount(
  command: VendorAccountCommand,
  state: VendorAccountState,
): VendorAccountEvent[] {
  const { vendorId: id } = command.data;
  if (command.metadata.vendorId !== id) throw domainError('VENDOR_NOT_FOUND');
  switch (command.type) {
    case 'AddVendorBankAccount': {
      if (state.bankAccount) throw domainError('VENDOR_BANK_ACCOUNT_EXISTS');
      return [
        VendorBankAccountAdded({ vendorId: id, account: checkedAccount(command.data.account) }),
      ];
    }
    case 'ChangeVendorBankAccount': {
      if (!state.bankAccount) throw domainError('VENDOR_BANK_ACCOUNT_NOT_FOUND');
      const account = checkedAccount(command.data.account);
      return same(account, state.bankAccount)
        ? []
        : [VendorBankAccountChanged({ vendorId: id, account })];
    }
    case 'SetPrintItemsOnFactor': {
      const { printItemsOnFactor } = command.data;
      return printItemsOnFactor === state.printItemsOnFactor
        ? []
        : [VendorPrintItemsOnFactorSet({ vendorId: id, printItemsOnFactor })];
    }
    case 'RecordBrandMembership': {
      const { brandId } = command.data;
      return state.brandIds.includes(brandId) ? [] : [VendorJoinedBrand({ vendorId: id, brandId })];
    }
    case 'SetAutoDispatch': {
      const { provider } = command.data;
      if (provider === (state.autoDispatch?.provider ?? null)) return [];
      return [VendorAutoDispatchSet({ vendorId: id, provider, at: command.metadata.now })];
    }
    case 'SetAutoAccept': {
      const { autoAcceptOnlineOrders } = command.data;
      return autoAcceptOnlineOrders === state.autoAcceptOnlineOrders
        ? []
        : [VendorAutoAcceptSet({ vendorId: id, autoAcceptOnlineOrders })];
    }
    case 'SetPickupPoint': {
      const { pickupPoint } = command.data;
      const errors = pickupPoint ? pickupPointErrors(pickupPoint) : [];
      if (errors.length > 0) throw new DomainError('PICKUP_POINT_OUT_OF_RANGE', errors);
      return same(pickupPoint, state.pickupPoint)
        ? []
        : [VendorPickupPointSet({ vendorId: id, pickupPoint })];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

export function evolveVendorAccount(
  state: VendorAccountState,
  event: VendorAccountEvent,
): VendorAccountState {
  switch (event.type) {
    case 'VendorBankAccountAdded':
    case 'VendorBankAccountChanged':
      return { ...state, bankAccount: event.data.account };
    case 'VendorPrintItemsOnFactorSet':
      return { ...state, printItemsOnFactor: event.data.printItemsOnFactor };
    case 'VendorJoinedBrand':
      return { ...state, brandIds: [...state.brandIds, event.data.brandId] };
    case 'VendorAutoDispatchSet': {
      const { provider, at } = event.data;
      return { ...state, autoDispatch: provider ? { provider, since: at } : null };
    }
    case 'VendorAutoAcceptSet':
      return { ...state, autoAcceptOnlineOrders: event.data.autoAcceptOnlineOrders };
    case 'VendorPickupPointSet':
      return { ...state, pickupPoint: event.data.pickupPoint };
  }
}

export const vendorAccountDecider: Decider<
  VendorAccountState,
  VendorAccountCommand,
  VendorAccountEvent
> = {
  initialState: initialVendorAccount,
  decide: decideVendorAccount,
  evolve: evolveVendorAccount,
};

export const vendorAccountAggregate: Aggregate<
  VendorAccountState,
  VendorAccountCommand,
  VendorAccountEvent
> = {
  decider: vendorAccountDecider,
  codec: vendorAccountEventCodec,
  streamName: (command) => vendorAccountStreamName(command.data.vendorId),
  notFound: 'VENDOR_NOT_FOUND',
};
