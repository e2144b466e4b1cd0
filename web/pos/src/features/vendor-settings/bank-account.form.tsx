// The vendor's settlement account: bank, account holder, Sheba and optionally a card. The Sheba's
// mod-97 check and the card's Luhn check run here as you save (the engine's own checks), and the
// server's refusals (a Sheba of another bank) appear beside the field they name.
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  bankLabels,
  BankName,
  isValidCardNumber,
  isValidSheba,
  normalizeCardNumber,
  normalizeSheba,
} from '@sofre/engine/banking';
import type { VendorBankAccountView } from '@sofre/engine/contracts';
import { saveForm, toPersianDigits } from '@sofre/web-shared';
import { useSaveBankAccount } from './vendor-settings.api.ts';
import { settingsMessages } from './vendor-settings.messages.ts';

const text = settingsMessages.bank;
/** The bank names the platform knows (engine banking), with their Persian names. */
const bankChoices = BankName.options.map((value) => ({ value, label: bankLabels[value] }));

interface AccountValues {
  bankName: BankName | null;
  accountHolder: string;
  iban: string;
  cardNumber: string;
}

export function BankAccountForm({ account }: { account: VendorBankAccountView | null }) {
  const save = useSaveBankAccount();
  const form = useForm<AccountValues>({
    initialValues: {
      bankName: account?.bankName ?? null,
      accountHolder: account?.accountHolder ?? '',
      iban: account?.iban ?? '',
      cardNumber: account?.cardNumber ?? '',
    },
    validate: {
      bankName: (v) => (v ? null : text.bankRequired),
      accountHolder: (v) => (v.trim() ? null : text.accountHolderRequired),
      iban: (v) => (isValidSheba(normalizeSheba(v)) ? null : text.ibanInvalid),
      cardNumber: (v) =>
        v.trim() === '' || isValidCardNumber(normalizeCardNumber(v)) ? null : text.cardInvalid,
    },
  });
  const submit = form.onSubmit(async (values) => {
    const details = {
      bankName: values.bankName!,
      accountHolder: values.accountHolder,
      iban: normalizeSheba(values.iban),
      cardNumber: normalizeCardNumber(values.cardNumber) || null,
    };
    await saveForm(form, () => save.mutateAsync({ exists: account !== null, account: details }), {
      saved: settingsMessages.saved,
      // The form stays on the page; the saved account comes back through the query.
      onDone: () => undefined,
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="bank-account-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {text.intro}
        </Text>
        {account === null && (
          <Text size="sm" c="orange" data-testid="bank-account-none">
            {text.none}
          </Text>
        )}
        <Group grow align="flex-start">
          <Select
            label={text.bankName}
            withAsterisk
            data={bankChoices}
            data-testid="bank-account-bank"
            {...form.getInputProps('bankName')}
          />
          <TextInput
            label={text.accountHolder}
            withAsterisk
            data-testid="bank-account-holder"
            {...form.getInputProps('accountHolder')}
          />
        </Group>
        <TextInput
          label={text.iban}
          description={text.ibanHint}
          withAsterisk
          dir="ltr"
          data-testid="bank-account-iban"
          {...form.getInputProps('iban')}
          value={toPersianDigits(form.getValues().iban)}
          onChange={(e) => form.setFieldValue('iban', normalizeSheba(e.currentTarget.value))}
        />
        <TextInput
          label={text.cardNumber}
          dir="ltr"
          inputMode="numeric"
          data-testid="bank-account-card"
          {...form.getInputProps('cardNumber')}
          value={toPersianDigits(form.getValues().cardNumber)}
          onChange={(e) =>
            form.setFieldValue('cardNumber', normalizeCardNumber(e.currentTarget.value))
          }
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="bank-account-save">
            {account === null ? text.add : text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
