// The customer's saved addresses, each with its delivery zone and price; one outside every zone
// (or not located on the map) cannot be chosen and says why.
import { Badge, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import type { AddressView, EstimatedPrice } from '@sofre/engine/contracts';
import { useMoney } from '@sofre/web-shared';
import { addressMessages as text } from '../../messages/account.messages.ts';

export interface AddressListProps {
  readonly addresses: readonly AddressView[];
  /** Each address's quote: null outside the zones, undefined while asked or unlocated. */
  readonly quotes: ReadonlyMap<string, EstimatedPrice | null | undefined>;
  readonly chosenId: string | undefined;
  readonly onChoose: (address: AddressView) => void;
}

function Coverage({
  address,
  quote,
}: {
  address: AddressView;
  quote: EstimatedPrice | null | undefined;
}) {
  const money = useMoney();
  if (address.latitude === null)
    return (
      <Text size="xs" c="red.8">
        {text.noLocation}
      </Text>
    );
  if (quote === undefined)
    return (
      <Text size="xs" c="dimmed">
        {text.checking}
      </Text>
    );
  if (quote === null)
    return (
      <Text size="xs" c="red.8">
        {text.uncovered}
      </Text>
    );
  return (
    <Badge color="green" variant="light" data-testid="address-price">
      {text.deliveryPrice(money(quote.price))}
    </Badge>
  );
}

export function AddressList({ addresses, quotes, chosenId, onChoose }: AddressListProps) {
  if (addresses.length === 0) return <Text c="dimmed">{text.none}</Text>;
  return (
    <Radio.Group value={chosenId ?? null} label={text.title}>
      <Stack gap="xs" mt="xs">
        {addresses.map((address) => {
          const quote = quotes.get(address.id);
          const usable = Boolean(quote);
          return (
            <Paper
              key={address.id}
              withBorder
              p="sm"
              radius="md"
              data-testid={`address-${address.id}`}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio
                  value={address.id}
                  disabled={!usable}
                  aria-label={address.title}
                  onChange={() => onChoose(address)}
                  data-testid="address-choose"
                />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700}>{address.title}</Text>
                  <Text size="sm" c="dimmed">
                    {address.text}
                    {address.details ? `، ${address.details}` : ''}
                  </Text>
                  <Coverage address={address} quote={quote} />
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
