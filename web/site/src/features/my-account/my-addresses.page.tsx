// «آدرس‌های من»: the signed-in customer's saved addresses with their delivery zone and price, a
// new one picked on the map (the same sheet as at checkout), and one taken away.
import { Button, Center, Drawer, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifySuccess } from '@sofre/web-shared';
import { useState } from 'react';
import { addressMessages, myAccountMessages as text } from '../../messages/account.messages.ts';
import { useMyAddresses } from '../addresses/addresses.api.ts';
import { NewAddressForm } from '../addresses/new-address.form.tsx';
import { useRemoveAddress } from './my-account.api.ts';

export default function MyAddressesPage() {
  const addresses = useMyAddresses();
  const remove = useRemoveAddress();
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm" data-testid="my-addresses">
      <Title order={2} size="h3">
        {text.addressesTitle}
      </Title>
      {addresses.isPending ? (
        <Center mih={120}>
          <Loader aria-label={addressMessages.loading} />
        </Center>
      ) : (addresses.data ?? []).length === 0 ? (
        <Text c="dimmed">{addressMessages.none}</Text>
      ) : (
        addresses.data!.map((address) => (
          <Paper key={address.id} withBorder p="sm" radius="md" data-testid="my-address">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700}>{address.title}</Text>
                <Text size="sm">{address.text}</Text>
              </Stack>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                loading={remove.isPending && remove.variables === address.id}
                onClick={() =>
                  remove.mutate(address.id, { onSuccess: () => notifySuccess(text.removed) })
                }
              >
                {text.remove}
              </Button>
            </Group>
          </Paper>
        ))
      )}
      <Button variant="light" onClick={() => setAdding(true)} data-testid="address-add">
        {addressMessages.add}
      </Button>
      <Drawer
        opened={adding}
        onClose={() => setAdding(false)}
        position="bottom"
        title={addressMessages.form.title}
        styles={{ content: { height: 'auto', maxHeight: '92dvh' } }}
      >
        {adding && <NewAddressForm onSaved={() => setAdding(false)} />}
      </Drawer>
    </Stack>
  );
}
