// The address a courier order goes to: each of the customer's addresses with its delivery zone
// and price. One outside every zone, or not on the map, is shown greyed with why and cannot be
// chosen (the server would refuse it: OUT_OF_DELIVERY_ZONE).
import { Badge, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import type { AddressView } from '@sofre/engine/contracts';
import { toPersianDigits, useMoney } from '@sofre/web-shared';
import type { Coverage } from './address-coverage.ts';
import { useAddressCoverage, useCustomerAddresses } from './customer-addresses.api.ts';
import { orderCustomerMessages } from './order-customer.messages.ts';

const m = orderCustomerMessages.address;

export interface AddressPickerProps {
  readonly customerId: string;
  readonly selectedId: string | null;
  /** A covered address, with its zone's delivery price (Rial). */
  readonly onSelect: (addressId: string, deliveryCost: number) => void;
}

function CoverageLine({ coverage }: { coverage: Coverage | undefined }) {
  const money = useMoney();
  if (!coverage)
    return (
      <Group gap={4}>
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          {m.checking}
        </Text>
      </Group>
    );
  if (coverage.kind === 'covered')
    return (
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Badge size="sm" color="teal" variant="light">
          {m.zone(coverage.zone)}
        </Badge>
        <Text size="sm" fw={700} c="sofre.9" data-testid="address-price">
          {money(coverage.price)}
        </Text>
      </Group>
    );
  return (
    <Text size="xs" c="red.8" data-testid="address-refusal">
      {coverage.kind === 'outside' ? coverage.message : m.notLocated}
    </Text>
  );
}

function AddressOption({
  address,
  coverage,
}: {
  address: AddressView;
  coverage: Coverage | undefined;
}) {
  const covered = coverage?.kind === 'covered';
  return (
    <Radio.Card
      value={address.id}
      disabled={!covered}
      radius="sm"
      p={8}
      data-testid="address-option"
      data-address-id={address.id}
      data-coverage={coverage?.kind ?? 'checking'}
      style={covered ? undefined : { opacity: 0.75, cursor: 'not-allowed' }}
    >
      <Group wrap="nowrap" align="flex-start" gap={8}>
        <Radio.Indicator size="xs" mt={3} disabled={!covered} />
        <Stack gap={2} flex={1} miw={0}>
          <Text size="sm" fw={600}>
            {address.title}
          </Text>
          <Text size="xs" lineClamp={2}>
            {toPersianDigits(address.text)}
          </Text>
          <CoverageLine coverage={coverage} />
        </Stack>
      </Group>
    </Radio.Card>
  );
}

export function AddressPicker({ customerId, selectedId, onSelect }: AddressPickerProps) {
  const addresses = useCustomerAddresses(customerId);
  const list = addresses.data ?? [];
  const coverage = useAddressCoverage(list);
  if (addresses.isPending)
    return (
      <Text size="xs" c="dimmed">
        {m.loading}
      </Text>
    );
  if (list.length === 0)
    return (
      <Text size="xs" c="orange.8" data-testid="address-none">
        {m.none}
      </Text>
    );
  return (
    <Radio.Group
      label={m.title}
      size="xs"
      value={selectedId}
      onChange={(id) => {
        const chosen = coverage[list.findIndex((a) => a.id === id)];
        if (chosen?.kind === 'covered') onSelect(id, chosen.price);
      }}
      data-testid="address-picker"
    >
      <Stack gap={6} mt={4}>
        {list.map((address, i) => (
          <AddressOption key={address.id} address={address} coverage={coverage[i]} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
