// "Print the order's items on the invoice": takes effect as it is switched (printing reads it).
import { SettingSwitch } from './setting.switch.tsx';
import { usePrintOption, useSetPrintOption } from './vendor-settings.api.ts';
import { settingsMessages } from './vendor-settings.messages.ts';

const text = settingsMessages.factor;

export const PrintOptionSwitch = () => (
  <SettingSwitch
    setting={usePrintOption()}
    save={useSetPrintOption()}
    label={text.printItems}
    description={text.printItemsHint}
    testId="print-items-on-factor"
  />
);
