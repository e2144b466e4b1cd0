// Auto-dispatch: which courier provider is asked by itself when a delivery order becomes ready to
// ship, or none (the dispatcher sends it, to the restaurant's courier or a provider). Providers
// appear with their logos (spec §1); the choice takes effect as it is made.
import { Group, Loader, Radio, Stack, Text } from '@mantine/core';
import type { CourierProvider } from '@sofre/engine';
import { notifySuccess } from '@sofre/web-shared';
import { ProviderName } from '../dispatch/provider-logo.tsx';
import {
  useAutoDispatch,
  useSetAutoDispatch,
  type AutoDispatchProvider,
} from './vendor-settings.api.ts';
import { settingsMessages } from './vendor-settings.messages.ts';

const text = settingsMessages.autoDispatch;
const OFF = 'OFF';
const PROVIDERS = ['SNAPP_BOX', 'MIARE', 'ZFEXPRESS', 'BORDAR'] as const;

function Option({
  value,
  shows,
  hint,
  title,
}: {
  value: string;
  shows: CourierProvider;
  hint: string;
  title?: string;
}) {
  return (
    <Radio.Card
      value={value}
      radius="sm"
      p={8}
      data-testid="auto-dispatch-option"
      data-provider={value}
    >
      <Group wrap="nowrap" align="flex-start" gap={8}>
        <Radio.Indicator size="xs" mt={4} />
        <Stack gap={2} flex={1} miw={0}>
          <Group gap={8} wrap="nowrap">
            <ProviderName provider={shows} />
            {title ? (
              <Text size="sm" fw={600}>
                {title}
              </Text>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

export function AutoDispatchField() {
  const current = useAutoDispatch();
  const set = useSetAutoDispatch();
  if (current.data === undefined) return <Loader size="sm" aria-label={settingsMessages.loading} />;
  return (
    <Radio.Group
      description={text.intro}
      value={current.data ?? OFF}
      onChange={(value) => {
        if (set.isPending) return;
        const provider = value === OFF ? null : (value as AutoDispatchProvider);
        // A refusal is toasted by the query client.
        set.mutateAsync(provider).then(
          () => notifySuccess(settingsMessages.saved),
          () => undefined,
        );
      }}
      data-testid="auto-dispatch-field"
    >
      <Stack gap={6} mt={6}>
        <Option value={OFF} shows="OWN_FLEET" title={`— ${text.off}`} hint={text.offHint} />
        {PROVIDERS.map((provider) => (
          <Option key={provider} value={provider} shows={provider} hint={text.providerHint} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
