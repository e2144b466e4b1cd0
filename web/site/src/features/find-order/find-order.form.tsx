// The home page for now: type an order id to follow it.
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { normalizeDigits } from '@sofre/web-shared';
import { useState } from 'react';
import { siteMessages } from '../../messages/site.messages.ts';

const text = siteMessages.find;

export function FindOrderForm({ onFind }: { onFind: (orderId: string) => void }) {
  const [orderId, setOrderId] = useState('');
  const id = normalizeDigits(orderId).trim();
  return (
    <Paper withBorder radius="md" p="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (id) onFind(id);
        }}
      >
        <Stack gap="sm">
          <Title order={2}>{text.title}</Title>
          <Text c="dimmed">{text.hint}</Text>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              data-testid="find-order-id"
              label={text.label}
              value={orderId}
              onChange={(e) => setOrderId(e.currentTarget.value)}
              style={{ flex: 1 }}
              dir="ltr"
            />
            <Button type="submit" disabled={!id} data-testid="find-order-submit">
              {text.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
