// Adding an address the customer says on the phone (the offline variant: no map point; it is
// pinned later). «آدرس با موفقیت ثبت گردید» on success; the server's field errors beside the
// fields and «خطا در ثبت آدرس» in the toast otherwise (spec §8).
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addressSuccessMessages } from '@sofre/engine/contracts';
import { notifySuccess, showServerErrors } from '@sofre/web-shared';
import { useAddOfflineAddress } from './customers.api.ts';
import { customerMessages as m } from './customers.messages.ts';

export function AddAddressForm({ customerId }: { readonly customerId: string }) {
  const add = useAddOfflineAddress();
  const form = useForm({
    initialValues: { title: m.form.addressTitleDefault, text: '', details: '' },
  });
  const submit = form.onSubmit(async ({ title, text, details }) => {
    try {
      await add.mutateAsync({ customerId, title, text, ...(details.trim() ? { details } : {}) });
      notifySuccess(addressSuccessMessages.added);
      form.reset();
    } catch (error) {
      // The mutation cache toasts the refusal; the fields show what to fix.
      showServerErrors(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="customer-add-address">
      <Stack gap="xs">
        <Group grow align="flex-start">
          <TextInput label={m.form.addressTitle} {...form.getInputProps('title')} />
          <TextInput label={m.form.addressDetails} {...form.getInputProps('details')} />
        </Group>
        <Textarea
          label={m.details.addAddress}
          autosize
          minRows={2}
          {...form.getInputProps('text')}
          data-testid="customer-add-address-text"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="light"
            loading={add.isPending}
            data-testid="customer-add-address-save"
          >
            {m.details.saveAddress}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
