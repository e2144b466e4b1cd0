// "Accept paid online orders by themselves": takes effect for the next order paid online.
import { Loader, Switch } from '@mantine/core';
import { notifySuccess } from '@sofre/web-shared';
import { useAutoAccept, useSetAutoAccept } from './vendor-settings.api.ts';
import { settingsMessages } from './vendor-settings.messages.ts';

const text = settingsMessages.autoAccept;

export function AutoAcceptSwitch() {
  const option = useAutoAccept();
  const set = useSetAutoAccept();
  if (option.data === undefined) return <Loader size="sm" aria-label={settingsMessages.loading} />;
  return (
    <Switch
      checked={option.data}
      disabled={set.isPending}
      label={text.label}
      description={text.hint}
      data-testid="auto-accept-online-orders"
      onChange={(e) => {
        // A refusal is toasted by the query client.
        set.mutateAsync(e.currentTarget.checked).then(
          () => notifySuccess(settingsMessages.saved),
          () => undefined,
        );
      }}
    />
  );
}
