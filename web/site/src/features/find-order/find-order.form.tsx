// /track: follow an order by its id (from the SMS or the receipt's QR), or by the
// number the counter called («#۲») with the phone it was ordered with.
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { normalizeDigits } from '@sofre/web-shared';
import { useState } from 'react';
import { siteMessages } from '../../messages/site.messages.ts';
import { findOrderByNumber } from './find-order.api.ts';

const text = siteMessages.find;
type Mode = 'id' | 'number';

export default function FindOrderForm({ onFind }: { onFind: (orderId: string) => void }) {
  const [mode, setMode] = useState<Mode>('number');
  const [orderId, setOrderId] = useState('');
  const [number, setNumber] = useState('');
  const [phone, setPhone] = useState('');
  const [notFound, setNotFound] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = normalizeDigits(orderId).trim();
  const byNumber = normalizeDigits(number).replace(/[#\s]/g, '');
  const ready = mode === 'id' ? id !== '' : /^\d+$/.test(byNumber) && phone.trim() !== '';
  const submit = async () => {
    if (mode === 'id') return onFind(id);
    setBusy(true);
    setNotFound(false);
    const found = await findOrderByNumber(byNumber, phone).finally(() => setBusy(false));
    if (found) onFind(found);
    else setNotFound(true);
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2}>{text.title}</Title>
          <SegmentedControl
            value={mode}
            onChange={(v) => setMode(v as Mode)}
            data={[
              { value: 'number', label: text.byNumber },
              { value: 'id', label: text.byId },
            ]}
          />
          <Text c="dimmed">{mode === 'id' ? text.hint : text.numberHint}</Text>
          {mode === 'id' ? (
            <TextInput
              data-testid="find-order-id"
              label={text.label}
              value={orderId}
              onChange={(e) => setOrderId(e.currentTarget.value)}
              dir="ltr"
            />
          ) : (
            <Group grow align="flex-end">
              <TextInput
                data-testid="find-order-number"
                label={text.numberLabel}
                value={number}
                onChange={(e) => setNumber(e.currentTarget.value)}
                inputMode="numeric"
              />
              <TextInput
                data-testid="find-order-phone"
                label={text.phoneLabel}
                value={phone}
                onChange={(e) => setPhone(e.currentTarget.value)}
                inputMode="tel"
                dir="ltr"
              />
            </Group>
          )}
          {notFound && (
            <Text c="red.8" data-testid="find-order-not-found">
              {text.notFound}
            </Text>
          )}
          <Button type="submit" disabled={!ready} loading={busy} data-testid="find-order-submit">
            {text.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
