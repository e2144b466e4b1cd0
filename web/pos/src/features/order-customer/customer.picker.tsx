// Finding the order's customer: by a part of the phone (any digits) or the name, by the incoming
// call («تماس ورودی»: the caller-id lookup of the number typed, or of the last call the phone
// system handed to the POS), or registering a new one on the spot. Picking one hands it to the
// order.
import { Button, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CustomerView } from '@sofre/engine/contracts';
import { normalizePhone } from '@sofre/engine/identity';
import { formatNumber, toPersianDigits } from '@sofre/web-shared';
import { useState } from 'react';
import { useCallerLookup } from './caller-id.api.ts';
import { fullName, type NamedCustomer } from './customer-name.ts';
import { useCustomerSearch } from './customer-search.api.ts';
import { useIncomingCall } from './incoming-call.ts';
import { NewCustomerForm } from './new-customer.form.tsx';
import { orderCustomerMessages as m } from './order-customer.messages.ts';
import { MIN_SEARCH, searchQuery } from './search-text.ts';

export type PickedCustomer = NamedCustomer & { readonly id: string };

export interface CustomerPickerProps {
  readonly onPick: (customer: PickedCustomer) => void;
  /** Puts the keyboard in the search box (the cashier came here to pick a customer). */
  readonly autoFocus?: boolean;
}

function Results({
  found,
  onPick,
}: {
  found: readonly CustomerView[];
  onPick: CustomerPickerProps['onPick'];
}) {
  return (
    <Stack gap={2} data-testid="customer-results">
      {found.map((c) => (
        <UnstyledButton
          key={c.id}
          onClick={() => onPick(c)}
          data-testid="customer-result"
          data-customer-id={c.id}
          px={8}
          py={4}
          style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} lineClamp={1}>
              {fullName(c)}
            </Text>
            <Text size="xs" c="dimmed" dir="ltr" className="tabular-nums">
              {toPersianDigits(c.phoneNumber)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {m.addresses(formatNumber(c.addresses.length))}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

export function CustomerPicker({ onPick, autoFocus }: CustomerPickerProps) {
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(searchQuery(typed), 250);
  const search = useCustomerSearch(debounced);
  const caller = useCallerLookup();
  const call = useIncomingCall();
  const [notice, setNotice] = useState<string>();
  const [newPhone, setNewPhone] = useState<string>();

  // The number typed (read off the phone), else the last call the phone system handed over.
  const lookUpCaller = () => {
    const typedPhone = normalizePhone(typed);
    const phone = typedPhone ?? call?.phoneNumber;
    if (!phone) return setNotice(m.callerIdNeedsPhone);
    setTyped(phone);
    setNotice(undefined);
    caller.mutate(
      { phoneNumber: phone, lineNumber: typedPhone ? undefined : call?.lineNumber },
      {
        onSuccess: (found) => {
          if (found) return onPick(found);
          setNotice(m.callerUnknown(toPersianDigits(phone)));
          setNewPhone(phone);
        },
      },
    );
  };

  const found = debounced === undefined ? undefined : search.data;
  return (
    <Stack gap={6} data-testid="customer-picker">
      <Group gap={6} wrap="nowrap" align="flex-end">
        <TextInput
          flex={1}
          size="xs"
          aria-label={m.search}
          placeholder={m.searchPlaceholder}
          autoComplete="off"
          autoFocus={autoFocus}
          value={toPersianDigits(typed)}
          onChange={(e) => setTyped(e.currentTarget.value)}
          rightSection={search.isFetching ? <Loader size={14} aria-label={m.searching} /> : null}
          data-testid="customer-search"
        />
        <Button
          size="xs"
          variant="light"
          loading={caller.isPending}
          onClick={lookUpCaller}
          title={call ? m.callerIdHint(toPersianDigits(call.phoneNumber)) : undefined}
          data-testid="caller-id"
        >
          {m.callerId}
        </Button>
      </Group>
      {notice && (
        <Text size="xs" c="orange.8" data-testid="customer-notice">
          {notice}
        </Text>
      )}
      {typed.trim().length > 0 && typed.trim().length < MIN_SEARCH && (
        <Text size="xs" c="dimmed">
          {m.typeMore}
        </Text>
      )}
      {found && found.length === 0 && (
        <Text size="xs" c="dimmed" data-testid="customer-no-match">
          {m.noMatch}
        </Text>
      )}
      {found && found.length > 0 && <Results found={found} onPick={onPick} />}
      {newPhone !== undefined ? (
        <NewCustomerForm
          phone={newPhone}
          onCreated={onPick}
          onCancel={() => setNewPhone(undefined)}
        />
      ) : (
        <Button
          size="compact-sm"
          variant="subtle"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setNewPhone(normalizePhone(typed) ?? '')}
          data-testid="new-customer"
        >
          {`+ ${m.newCustomer}`}
        </Button>
      )}
    </Stack>
  );
}
