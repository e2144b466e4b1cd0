// A discount code typed on the basket (spec §5): applied by the server to the cart, which
// answers the cart with its discount; a code it cannot take says the one §5 text under the field.
import { Button, Group, Text, TextInput } from '@mantine/core';
import { isApiError, notifyError, notifySuccess } from '@sofre/web-shared';
import { useState } from 'react';
import { cartMessages } from '../../messages/ordering.messages.ts';
import { siteCart } from './cart-store.ts';

const text = cartMessages.discount;

export function DiscountCodeForm({ active }: { active: string | undefined }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      if (success) notifySuccess(success);
      setCode('');
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422)
        setError(failure.fieldMessage('code') ?? failure.message);
      else notifyError(failure);
    } finally {
      setBusy(false);
    }
  };
  if (active) {
    return (
      <Group justify="space-between" data-testid="discount-active">
        <Text size="sm" c="sofre.9" fw={600}>
          {text.active}{' '}
          <Text span inherit dir="ltr">
            {active}
          </Text>
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          loading={busy}
          onClick={() => run(siteCart.removeCode)}
        >
          {text.remove}
        </Button>
      </Group>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) void run(() => siteCart.applyCode(code.trim()), text.applied);
      }}
    >
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <TextInput
          label={text.label}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
          dir="ltr"
          autoCapitalize="characters"
          style={{ flex: 1 }}
          data-testid="discount-code"
          errorProps={{ 'data-testid': 'discount-error', dir: 'rtl' }}
        />
        <Button type="submit" mt={25} loading={busy} variant="light" data-testid="discount-apply">
          {text.apply}
        </Button>
      </Group>
    </form>
  );
}
