// The vendor's own online payment gateway: the platform's, or a provider with the merchant
// credentials from that provider's panel. Credentials are typed in and sent, never shown: the
// server keeps them sealed and says only that some are kept; left empty for the same provider,
// the kept ones stay. A refusal (a malformed merchant id) appears beside its field.
import { Button, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { OnlineGatewayRequest, OnlineGatewayView } from '@sofre/engine/contracts';
import { formatDateTime, normalizeDigits, saveForm } from '@sofre/web-shared';
import { useSetOnlineGateway } from './vendor-settings.api.ts';
import { settingsMessages } from './vendor-settings.messages.ts';

const text = settingsMessages.gateway;
type Provider = OnlineGatewayView['provider'];
type Field = keyof typeof text.fields;

/** Each provider's fields, in its panel's order; `optional` ones may stay empty. */
const FIELDS: Record<Provider, readonly { name: Field; secret: boolean; optional?: boolean }[]> = {
  PLATFORM: [],
  ZARIN_PAL: [
    { name: 'merchantId', secret: true },
    { name: 'accessToken', secret: true, optional: true },
    { name: 'terminalId', secret: false, optional: true },
  ],
  VANDAR: [{ name: 'apiKey', secret: true }],
  JIBIT: [
    { name: 'apiKey', secret: true },
    { name: 'secretKey', secret: true },
  ],
  SNAPP_PAY: [
    { name: 'clientId', secret: true },
    { name: 'clientSecret', secret: true },
    { name: 'username', secret: false },
    { name: 'password', secret: true },
  ],
};
const providerChoices = (Object.keys(text.providers) as Provider[]).map((value) => ({
  value,
  label: text.providers[value],
}));
const emptyCredentials = (): Record<Field, string> =>
  Object.fromEntries(Object.keys(text.fields).map((f) => [f, ''])) as Record<Field, string>;

interface GatewayValues {
  provider: Provider;
  credentials: Record<Field, string>;
}

export function PaymentGatewayForm({ current }: { current: OnlineGatewayView }) {
  const save = useSetOnlineGateway();
  const form = useForm<GatewayValues>({
    initialValues: { provider: current.provider, credentials: emptyCredentials() },
  });
  const { provider } = form.getValues();
  const keeps = current.hasCredentials && current.provider === provider;
  const fields = FIELDS[provider];

  const submit = form.onSubmit(async (values) => {
    const typed = Object.fromEntries(
      FIELDS[values.provider]
        .map(({ name }) => [name, normalizeDigits(values.credentials[name]).trim()] as const)
        .filter(([, value]) => value !== ''),
    );
    // Nothing typed for the provider already kept: keep its credentials as they are.
    const anyTyped = Object.keys(typed).length > 0;
    if (!anyTyped && !keeps) {
      const missing = FIELDS[values.provider].filter((f) => !f.optional);
      if (missing.length > 0) {
        form.setErrors(
          Object.fromEntries(missing.map((f) => [`credentials.${f.name}`, text.required])),
        );
        return;
      }
    }
    const body = (
      values.provider === 'PLATFORM' || !anyTyped
        ? { provider: values.provider }
        : { provider: values.provider, credentials: typed }
    ) as OnlineGatewayRequest;
    await saveForm(form, () => save.mutateAsync(body), {
      saved: settingsMessages.saved,
      // What was typed is gone from the page once it is kept.
      onDone: () => form.setFieldValue('credentials', emptyCredentials()),
    });
  });

  return (
    <form onSubmit={submit} noValidate autoComplete="off" data-testid="payment-gateway-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {text.intro}
        </Text>
        <Select
          label={text.provider}
          data={providerChoices}
          allowDeselect={false}
          data-testid="payment-gateway-provider"
          {...form.getInputProps('provider')}
          onChange={(value) => {
            form.setFieldValue('provider', (value ?? 'PLATFORM') as Provider);
            form.clearErrors();
          }}
        />
        {provider === 'PLATFORM' ? (
          <Text size="sm" data-testid="payment-gateway-platform">
            {text.platformHint}
          </Text>
        ) : (
          <Text size="sm" c={keeps ? 'teal' : 'orange'} data-testid="payment-gateway-status">
            {keeps && current.updatedAt ? text.kept(formatDateTime(current.updatedAt)) : text.fresh}
          </Text>
        )}
        {fields.map(({ name, secret, optional }) => {
          const Input = secret ? PasswordInput : TextInput;
          return (
            <Input
              key={`${provider}-${name}`}
              label={text.fields[name]}
              withAsterisk={!optional && !keeps}
              dir="ltr"
              autoComplete="new-password"
              data-testid={`payment-gateway-${name}`}
              {...form.getInputProps(`credentials.${name}`)}
            />
          );
        })}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="payment-gateway-save">
            {text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
