// A vendor setting that is on or off and takes effect as it is switched (the invoice's items,
// automatic acceptance of paid online orders): read from vendors/me, saved by its own call.
import { Loader, Switch } from '@mantine/core';
import { notifySuccess } from '@sofre/web-shared';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { settingsMessages } from './vendor-settings.messages.ts';

export interface SettingSwitchProps {
  readonly setting: UseQueryResult<boolean>;
  readonly save: UseMutationResult<unknown, Error, boolean>;
  readonly label: string;
  readonly description: string;
  readonly testId: string;
}

export function SettingSwitch({ setting, save, label, description, testId }: SettingSwitchProps) {
  if (setting.data === undefined) return <Loader size="sm" aria-label={settingsMessages.loading} />;
  return (
    <Switch
      checked={setting.data}
      disabled={save.isPending}
      label={label}
      description={description}
      data-testid={testId}
      onChange={(e) => {
        // A refusal is toasted by the query client.
        save.mutateAsync(e.currentTarget.checked).then(
          () => notifySuccess(settingsMessages.saved),
          () => undefined,
        );
      }}
    />
  );
}
