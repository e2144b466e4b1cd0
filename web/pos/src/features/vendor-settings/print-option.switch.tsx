// "Print the order's items on the invoice": takes effect as it is switched (printing reads it).
import { Loader, Switch } from '@mantine/core';
import { notifySuccess } from '@sofre/web-shared';
import { usePrintOption, useSetPrintOption } from './vendor-settings.api.ts';
import { settingsMessages } from './vendor-settings.messages.ts';

const text = settingsMessages.factor;

export function PrintOptionSwitch() {
  const option = usePrintOption();
  const set = useSetPrintOption();
  if (option.data === undefined) return <Loader size="sm" aria-label={settingsMessages.loading} />;
  return (
    <Switch
      checked={option.data}
      disabled={set.isPending}
      label={text.printItems}
      description={text.printItemsHint}
      data-testid="print-items-on-factor"
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
