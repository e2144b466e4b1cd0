// A customer registered at the till while taking the order: names and mobile (any digits, the
// caller's number filled in when the call is known). The server's field errors (a bad phone, a
// phone already on record) show beside the fields.
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { isApiError, toApiError, toPersianDigits } from '@sofre/web-shared';
import { useState } from 'react';
import { useCreateCustomer } from './create-customer.api.ts';
import type { NamedCustomer } from './customer-name.ts';
import { orderCustomerMessages } from './order-customer.messages.ts';

const m = orderCustomerMessages.form;

export interface NewCustomerFormProps {
  /** The number to start from (the caller's, or what was typed in the search). */
  readonly phone: string;
  readonly onCreated: (customer: NamedCustomer & { readonly id: string }) => void;
  readonly onCancel: () => void;
}

export function NewCustomerForm({ phone, onCreated, onCancel }: NewCustomerFormProps) {
  const [values, setValues] = useState({ firstName: '', lastName: '', phoneNumber: phone });
  const [tried, setTried] = useState(false);
  const create = useCreateCustomer();
  const failure = create.error ? toApiError(create.error) : undefined;
  const missing = (v: string) => (tried && v.trim() === '' ? m.required : undefined);
  const fieldError = (field: keyof typeof values) =>
    missing(values[field]) ?? failure?.fieldMessage(field);
  const set = (field: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const { value } = e.currentTarget;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const save = () => {
    setTried(true);
    if (Object.values(values).some((v) => v.trim() === '')) return;
    create.mutate(values, {
      onSuccess: (created) =>
        onCreated({
          id: created.id,
          firstName: created.firstName,
          lastName: created.lastName,
          phoneNumber: created.phoneNumber,
        }),
    });
  };
  const general = failure && isApiError(create.error) && failure.fieldErrors.length === 0;

  return (
    <Paper withBorder p="xs" radius="sm" data-testid="new-customer-form">
      <Stack gap={6}>
        <Group gap={6} grow align="flex-start" wrap="nowrap">
          <TextInput
            size="xs"
            label={m.firstName}
            value={values.firstName}
            onChange={set('firstName')}
            error={fieldError('firstName')}
            data-testid="new-customer-first-name"
            data-autofocus
          />
          <TextInput
            size="xs"
            label={m.lastName}
            value={values.lastName}
            onChange={set('lastName')}
            error={fieldError('lastName')}
            data-testid="new-customer-last-name"
          />
        </Group>
        <TextInput
          size="xs"
          label={m.phone}
          inputMode="tel"
          autoComplete="off"
          value={toPersianDigits(values.phoneNumber)}
          onChange={set('phoneNumber')}
          error={fieldError('phoneNumber')}
          data-testid="new-customer-phone"
        />
        {(general || (failure && !isApiError(create.error))) && (
          <Text size="xs" c="red">
            {failure?.message}
          </Text>
        )}
        <Group gap={6} justify="flex-end">
          <Button size="compact-sm" variant="default" onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button
            size="compact-sm"
            loading={create.isPending}
            onClick={save}
            data-testid="new-customer-save"
          >
            {m.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
