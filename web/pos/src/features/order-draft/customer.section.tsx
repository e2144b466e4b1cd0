// Who the order is for, on the order's details: optional for the salon and the counter, required
// for a credit order (the customer's account is charged) and a courier order, which also needs
// one of the customer's addresses in a covered zone; the zone's price becomes the delivery cost.
import { Badge, Group, Stack, Text } from '@mantine/core';
import { carriesDeliveryCost } from '@sofre/engine/pricing';
import { isApiError } from '@sofre/web-shared';
import { AddressPicker } from '../order-customer/address.picker.tsx';
import { ChosenCustomerCard } from '../order-customer/chosen-customer.card.tsx';
import { fullName } from '../order-customer/customer-name.ts';
import { CustomerPicker } from '../order-customer/customer.picker.tsx';
import { orderCustomerMessages as m } from '../order-customer/order-customer.messages.ts';
import type { PosDraftHandle } from './use-pos-draft.ts';

export interface CustomerSectionProps {
  readonly draft: PosDraftHandle;
  /** The cashier came for the customer: the keyboard goes to the search. */
  readonly autoFocus?: boolean;
}

export function CustomerSection({ draft, autoFocus }: CustomerSectionProps) {
  const { context } = draft.snapshot;
  const { customer, deliveryType, paymentType, selectedAddressId } = context.draft;
  const courier = carriesDeliveryCost(deliveryType);
  const required = courier || paymentType === 'CREDIT';
  const failure = isApiError(context.error) ? context.error : undefined;
  const error = failure?.fieldMessage('customer') ?? failure?.fieldMessage('addressId');

  return (
    <Stack gap={6} data-testid="customer-section" data-required={required}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {m.title}
        </Text>
        <Badge size="xs" variant="light" color={required && !customer ? 'red' : 'gray'}>
          {required ? m.required : m.optional}
        </Badge>
      </Group>
      {customer ? (
        <ChosenCustomerCard
          name={customer.name}
          phone={customer.phone}
          onChange={() => draft.edit({ type: 'setCustomer', customer: null })}
        />
      ) : (
        <CustomerPicker
          autoFocus={autoFocus}
          onPick={(picked) =>
            draft.edit({
              type: 'setCustomer',
              customer: { id: picked.id, name: fullName(picked), phone: picked.phoneNumber },
            })
          }
        />
      )}
      {customer && courier && (
        <AddressPicker
          customerId={customer.id}
          selectedId={selectedAddressId}
          onSelect={(addressId, deliveryCost) =>
            draft.edit({ type: 'setAddress', addressId, deliveryCost })
          }
        />
      )}
      {error && (
        <Text size="xs" c="red" data-testid="customer-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
