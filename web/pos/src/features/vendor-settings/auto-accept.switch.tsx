// "Accept paid online orders by themselves": takes effect for the next order paid online.
import { SettingSwitch } from './setting.switch.tsx';
import { useAutoAccept, useSetAutoAccept } from './vendor-settings.api.ts';
import { settingsMessages } from './vendor-settings.messages.ts';

const text = settingsMessages.autoAccept;

export const AutoAcceptSwitch = () => (
  <SettingSwitch
    setting={useAutoAccept()}
    save={useSetAutoAccept()}
    label={text.label}
    description={text.hint}
    testId="auto-accept-online-orders"
  />
);
