// Choosing where a courier brings the order: one of the saved addresses inside a covered zone, or
// a new one picked on the map. Opened from the order details, from the bottom of the screen.
import { Button, Center, Drawer, Loader, Stack } from '@mantine/core';
import type { AddressView } from '@sofre/engine/contracts';
import { useState } from 'react';
import { addressMessages as text } from '../../messages/account.messages.ts';
import { AddressList } from './address.list.tsx';
import { useAddressQuotes, useMyAddresses } from './addresses.api.ts';
import { NewAddressForm } from './new-address.form.tsx';

export interface AddressDrawerProps {
  readonly opened: boolean;
  readonly chosenId: string | undefined;
  readonly onClose: () => void;
  readonly onChoose: (address: AddressView) => void;
}

function Addresses({ chosenId, onChoose }: Pick<AddressDrawerProps, 'chosenId' | 'onChoose'>) {
  const addresses = useMyAddresses();
  const quotes = useAddressQuotes(addresses.data ?? []);
  const [adding, setAdding] = useState(false);
  if (addresses.isPending) {
    return (
      <Center mih={120}>
        <Loader aria-label={text.loading} />
      </Center>
    );
  }
  if (adding || addresses.data?.length === 0) return <NewAddressForm onSaved={onChoose} />;
  return (
    <Stack>
      <AddressList
        addresses={addresses.data ?? []}
        quotes={quotes}
        chosenId={chosenId}
        onChoose={onChoose}
      />
      <Button variant="light" onClick={() => setAdding(true)} data-testid="address-add">
        {text.add}
      </Button>
    </Stack>
  );
}

export function AddressDrawer({ opened, chosenId, onClose, onChoose }: AddressDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      title={text.choose}
      styles={{ content: { height: 'auto', maxHeight: '92dvh' } }}
    >
      {opened && <Addresses chosenId={chosenId} onChoose={onChoose} />}
    </Drawer>
  );
}
