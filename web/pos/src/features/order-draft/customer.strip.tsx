// The order's customer in one line above the total, always in sight: who it is (and for a courier,
// which address), or a tap to add one; in red when the order cannot go without them (credit, a
// courier). Tapping it opens the customer on the order's details.
import { Group, Text, UnstyledButton } from '@mantine/core';
import { carriesDeliveryCost } from '@sofre/engine/pricing';
import { toPersianDigits } from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import { useCustomerAddresses } from '../order-customer/customer-addresses.api.ts';
import type { PosDraftHandle } from './use-pos-draft.ts';

const text = posMessages.customer;

function AddressTitle({ customerId, addressId }: { customerId: string; addressId: string | null }) {
  const addresses = useCustomerAddresses(customerId);
  const title = addresses.data?.find((a) => a.id === addressId)?.title;
  return addressId === null ? (
    <Text size="xs" c="red.8" fw={600}>
      {text.noAddress}
    </Text>
  ) : (
    <Text size="xs" fw={600} lineClamp={1}>
      {title ?? '…'}
    </Text>
  );
}

export interface CustomerStripProps {
  readonly draft: PosDraftHandle;
  /** What stops the order for want of a customer or an address, if anything. */
  readonly blocker: string | undefined;
  readonly onOpen: () => void;
}

export function CustomerStrip({ draft, blocker, onOpen }: CustomerStripProps) {
  const { customer, deliveryType, selectedAddressId } = draft.snapshot.context.draft;
  const courier = carriesDeliveryCost(deliveryType);
  return (
    <UnstyledButton
      onClick={onOpen}
      title={text.open}
      data-testid="customer-strip"
      data-customer-id={customer?.id ?? ''}
      data-blocked={blocker ? 'true' : 'false'}
    >
      {customer ? (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" lineClamp={1}>
            {`${text.label}: `}
            <Text span fw={700} size="xs">
              {customer.name}
            </Text>
            <Text span c="dimmed" size="xs">{` · ${toPersianDigits(customer.phone)}`}</Text>
          </Text>
          {courier && <AddressTitle customerId={customer.id} addressId={selectedAddressId} />}
        </Group>
      ) : (
        <Text size="xs" c={blocker ? 'red.8' : 'sofre.8'} fw={blocker ? 600 : 500}>
          {blocker ?? text.add}
        </Text>
      )}
    </UnstyledButton>
  );
}
