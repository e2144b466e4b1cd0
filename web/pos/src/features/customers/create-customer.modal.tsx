// The new-customer form: names, phone (any digits), and optionally the first address, taken as
// the caller says it (no map point). The server checks everything and its field errors appear
// beside the fields (spec §5): a bad phone, a phone already registered, an empty address.
import { Divider, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions, saveForm } from '@sofre/web-shared';
import { useCreateCustomer } from './customers.api.ts';
import { customerMessages as m } from './customers.messages.ts';

interface CustomerValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: { title: string; text: string; details: string };
}

export function CreateCustomerModal({ onClose }: { readonly onClose: () => void }) {
  const create = useCreateCustomer();
  const form = useForm<CustomerValues>({
    initialValues: {
      firstName: '',
      lastName: '',
      phoneNumber: '',
      address: { title: m.form.addressTitleDefault, text: '', details: '' },
    },
    validate: {
      firstName: (v) => (v.trim() ? null : m.form.required),
      lastName: (v) => (v.trim() ? null : m.form.required),
      phoneNumber: (v) => (v.trim() ? null : m.form.required),
    },
  });

  const submit = form.onSubmit(async ({ address, ...person }) => {
    const withAddress = address.text.trim() !== '';
    const request = {
      ...person,
      ...(withAddress
        ? {
            address: {
              title: address.title,
              text: address.text,
              ...(address.details.trim() ? { details: address.details } : {}),
            },
          }
        : {}),
    };
    await saveForm(form, () => create.mutateAsync(request), { saved: m.saved, onDone: onClose });
  });

  return (
    <Modal opened onClose={onClose} title={m.form.title} centered size="lg">
      <form onSubmit={submit} noValidate data-testid="customer-form">
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label={m.form.firstName}
              withAsterisk
              {...form.getInputProps('firstName')}
              data-testid="customer-first-name"
            />
            <TextInput
              label={m.form.lastName}
              withAsterisk
              {...form.getInputProps('lastName')}
              data-testid="customer-last-name"
            />
          </Group>
          <TextInput
            label={m.form.phoneNumber}
            placeholder={m.form.phonePlaceholder}
            withAsterisk
            inputMode="tel"
            {...form.getInputProps('phoneNumber')}
            data-testid="customer-phone"
          />
          <Divider label={m.form.addressSection} labelPosition="right" />
          <TextInput
            label={m.form.addressTitle}
            {...form.getInputProps('address.title')}
            data-testid="customer-address-title"
          />
          <Textarea
            label={m.form.addressText}
            autosize
            minRows={2}
            {...form.getInputProps('address.text')}
            data-testid="customer-address-text"
          />
          <TextInput
            label={m.form.addressDetails}
            {...form.getInputProps('address.details')}
            data-testid="customer-address-details"
          />
          <FormActions
            onCancel={onClose}
            saving={create.isPending}
            saveTestId="customer-save"
            saveLabel={m.form.save}
          />
        </Stack>
      </form>
    </Modal>
  );
}
