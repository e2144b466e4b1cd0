// Which banks' readers the till offers and which one it selects first (spec §3 bankTypes,
// preSelectedProvider). The pre-selected bank is chosen among the enabled ones; the server
// refuses anything else with a field error shown under it.
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { BankName } from '@sofre/engine/banking';
import type { BankConfigurationView, BankOption } from '@sofre/engine/contracts';
import { saveForm } from '@sofre/web-shared';
import { useSaveBankConfiguration } from './terminals.api.ts';
import { terminalMessages } from './terminals.messages.ts';

const text = terminalMessages.configuration;
const NONE = 'NONE';

interface ConfigurationValues {
  bankTypes: BankName[];
  preSelectedProvider: string;
}

export interface BankConfigurationFormProps {
  readonly configuration: BankConfigurationView;
  readonly banks: readonly BankOption[];
}

export function BankConfigurationForm({ configuration, banks }: BankConfigurationFormProps) {
  const save = useSaveBankConfiguration();
  const form = useForm<ConfigurationValues>({
    initialValues: {
      bankTypes: [...configuration.bankTypes],
      preSelectedProvider: configuration.preSelectedProvider ?? NONE,
    },
  });
  const { bankTypes, preSelectedProvider } = form.getValues();
  const submit = form.onSubmit(async (values) => {
    const preSelected = values.preSelectedProvider;
    const body = {
      bankTypes: values.bankTypes,
      preSelectedProvider: preSelected === NONE ? null : (preSelected as BankName),
    };
    // A form on the page, not in a modal: nothing to close once saved.
    await saveForm(form, () => save.mutateAsync(body), {
      saved: terminalMessages.saved,
      onDone: () => undefined,
    });
  });
  const choices = [
    { value: NONE, label: text.none },
    ...banks
      .filter((b) => bankTypes.includes(b.value) || b.value === preSelectedProvider)
      .map((b) => ({ value: b.value, label: b.label })),
  ];
  return (
    <form onSubmit={submit} noValidate data-testid="bank-configuration-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {text.intro}
        </Text>
        <Checkbox.Group label={text.banks} {...form.getInputProps('bankTypes')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
            {banks.map((b) => (
              <Checkbox
                key={b.value}
                value={b.value}
                label={b.label}
                data-testid={`bank-type-${b.value}`}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group align="flex-end">
          <Select
            label={text.preSelected}
            data={choices}
            allowDeselect={false}
            w={260}
            data-testid="bank-preselected"
            {...form.getInputProps('preSelectedProvider')}
          />
          <Button type="submit" loading={save.isPending} data-testid="bank-configuration-save">
            {text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
