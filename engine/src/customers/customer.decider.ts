// decide / evolve for a vendor's customer and their addresses. No lifecycle beyond "exists", so
// no machine. A command for the wrong customer id is CUSTOMER_NOT_FOUND, like a missing one.
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { DomainError, domainError, errorMessages } from '../shared/domain-error.ts';
import { cleanAddress, locationErrors } from './address.rules.ts';
import type { CustomerCommand, CustomerCommandOf } from './customer.commands.ts';
import {
  CustomerAddressAdded,
  CustomerAddressDeleted,
  CustomerAddressEdited,
  CustomerAddressLocated,
  CustomerCreated,
  customerEventCodec,
  customerStreamName,
  type AddressFields,
  type CustomerEvent,
} from './customer.events.ts';

export type StoredAddress = AddressFields & { readonly offline: boolean };

export type CustomerState =
  | { readonly status: 'NONE' }
  | {
      readonly status: 'ACTIVE';
      readonly customerId: string;
      readonly phone: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly addresses: Readonly<Record<string, StoredAddress>>;
    };
type Active = Extract<CustomerState, { status: 'ACTIVE' }>;

export const initialCustomerState = (): CustomerState => ({ status: 'NONE' });

function addressOf(state: Active, addressId: string): StoredAddress {
  const address = state.addresses[addressId];
  if (!address) throw domainError('ADDRESS_NOT_FOUND', { addressId });
  return address;
}

function decideAddress(
  command: Exclude<CustomerCommand, { type: 'CreateCustomer' }>,
  state: Active,
) {
  const { customerId, addressId } = command.data;
  switch (command.type) {
    case 'AddAddress': {
      if (state.addresses[addressId]) {
        const message = errorMessages.ADDRESS_ADD_FAILED;
        throw new DomainError('ADDRESS_ADD_FAILED', [
          { field: 'addressId', code: 'TAKEN', message },
        ]);
      }
      const { offline } = command.data;
      const fields = cleanAddress(command.data, offline, 'ADDRESS_ADD_FAILED');
      return [CustomerAddressAdded({ customerId, addressId, offline, ...fields })];
    }
    case 'EditAddress': {
      const current = addressOf(state, addressId);
      // Coordinates left out keep the point on record (or none, for an offline address).
      const fields = cleanAddress(command.data, true, 'ADDRESS_EDIT_FAILED');
      const next = { ...fields, location: fields.location ?? current.location };
      const { offline: _offline, ...before } = current;
      if (JSON.stringify(next) === JSON.stringify(before)) return [];
      return [CustomerAddressEdited({ customerId, addressId, ...next })];
    }
    case 'DeleteAddress':
      addressOf(state, addressId);
      return [CustomerAddressDeleted({ customerId, addressId })];
    case 'LocateAddress': {
      addressOf(state, addressId);
      const { latitude, longitude } = command.data;
      const errors = locationErrors(latitude, longitude, true);
      if (errors.length > 0) throw new DomainError('ADDRESS_EDIT_FAILED', errors);
      return [CustomerAddressLocated({ customerId, addressId, latitude, longitude })];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

function createCustomer(command: CustomerCommandOf<'CreateCustomer'>, state: CustomerState) {
  if (state.status !== 'NONE') {
    const message = errorMessages.PHONE_EXISTS;
    throw new DomainError(
      'PHONE_EXISTS',
      [{ field: 'phoneNumber', code: 'PHONE_EXISTS', message }],
      {
        customerId: state.customerId,
      },
    );
  }
  const { address, ...customer } = command.data;
  const created = CustomerCreated(customer);
  if (!address) return [created];
  const { addressId, offline } = address;
  const fields = cleanAddress(address, offline, 'ADDRESS_ADD_FAILED');
  const { customerId } = customer;
  return [created, CustomerAddressAdded({ customerId, addressId, offline, ...fields })];
}

export function decideCustomer(command: CustomerCommand, state: CustomerState): CustomerEvent[] {
  if (command.type === 'CreateCustomer') return createCustomer(command, state);
  if (state.status === 'NONE' || state.customerId !== command.data.customerId) {
    throw domainError('CUSTOMER_NOT_FOUND');
  }
  return decideAddress(command, state);
}

export function evolveCustomer(state: CustomerState, event: CustomerEvent): CustomerState {
  if (event.type === 'CustomerCreated') return { status: 'ACTIVE', ...event.data, addresses: {} };
  if (state.status === 'NONE') return state;
  const { addressId } = event.data;
  const put = (address: StoredAddress): CustomerState => ({
    ...state,
    addresses: { ...state.addresses, [addressId]: address },
  });
  switch (event.type) {
    case 'CustomerAddressAdded': {
      const { title, text, location, details, offline } = event.data;
      return put({ title, text, location, details, offline });
    }
    case 'CustomerAddressEdited': {
      const { title, text, location, details } = event.data;
      return put({ ...state.addresses[addressId]!, title, text, location, details });
    }
    case 'CustomerAddressLocated': {
      const { latitude, longitude } = event.data;
      return put({ ...state.addresses[addressId]!, location: { latitude, longitude } });
    }
    case 'CustomerAddressDeleted': {
      const { [addressId]: _gone, ...rest } = state.addresses;
      return { ...state, addresses: rest };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const customerDecider: Decider<CustomerState, CustomerCommand, CustomerEvent> = {
  initialState: initialCustomerState,
  decide: decideCustomer,
  evolve: evolveCustomer,
};

export const customerAggregate: Aggregate<CustomerState, CustomerCommand, CustomerEvent> = {
  decider: customerDecider,
  codec: customerEventCodec,
  streamName: (command) => customerStreamName(command.metadata.vendorId, command.data.phone),
  notFound: 'CUSTOMER_NOT_FOUND',
};
