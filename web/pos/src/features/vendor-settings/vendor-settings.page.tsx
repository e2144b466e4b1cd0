// /bo/settings: the vendor's settlement bank account, its online payment gateway, the site's logo
// and minimum basket, automatic acceptance of paid online orders, where couriers pick orders up,
// auto-dispatch (the courier provider asked by itself for ready delivery orders), and the invoice
// printing option.
import { Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { PageHeader } from '@sofre/web-shared';
import { AutoAcceptSwitch } from './auto-accept.switch.tsx';
import { AutoDispatchField } from './auto-dispatch.field.tsx';
import { BankAccountForm } from './bank-account.form.tsx';
import { LogoField } from './logo.field.tsx';
import { MinimumBasketForm } from './minimum-basket.form.tsx';
import { PaymentGatewayForm } from './payment-gateway.form.tsx';
import { PickupPointForm } from './pickup-point.form.tsx';
import { PrintOptionSwitch } from './print-option.switch.tsx';
import {
  useBankAccount,
  useLogo,
  useMinimumBasket,
  useOnlineGateway,
  usePickupPoint,
} from './vendor-settings.api.ts';
import { settingsMessages as text } from './vendor-settings.messages.ts';

export function VendorSettingsPage() {
  const account = useBankAccount();
  const minimumBasket = useMinimumBasket();
  const logo = useLogo();
  const gateway = useOnlineGateway();
  const pickup = usePickupPoint();
  const loading = (height: number) => (
    <Center h={height}>
      <Loader aria-label={text.loading} />
    </Center>
  );
  return (
    <Stack gap="md" data-testid="vendor-settings-page">
      <PageHeader title={text.title} intro={text.intro} />
      <Paper withBorder p="sm">
        <Title order={4} mb="xs">
          {text.bank.title}
        </Title>
        {account.data === undefined ? (
          <Center h={100}>
            <Loader aria-label={text.loading} />
          </Center>
        ) : (
          <BankAccountForm key={account.data?.iban ?? 'new'} account={account.data} />
        )}
      </Paper>
      <Paper withBorder p="sm" data-testid="payment-gateway-section">
        <Title order={4} mb="xs">
          {text.gateway.title}
        </Title>
        {gateway.data === undefined ? (
          loading(100)
        ) : (
          <PaymentGatewayForm
            key={`${gateway.data.provider}-${gateway.data.updatedAt ?? 'never'}`}
            current={gateway.data}
          />
        )}
      </Paper>
      <Paper withBorder p="sm">
        <Title order={4} mb="xs">
          {text.site.title}
        </Title>
        {minimumBasket.data === undefined || logo.data === undefined ? (
          <Center h={60}>
            <Loader aria-label={text.loading} />
          </Center>
        ) : (
          <Stack gap="md">
            <LogoField logo={logo.data} />
            <MinimumBasketForm minimumBasket={minimumBasket.data} />
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="sm">
        <Title order={4} mb="xs">
          {text.autoAccept.title}
        </Title>
        <AutoAcceptSwitch />
      </Paper>
      <Paper withBorder p="sm" data-testid="pickup-point-section">
        <Title order={4} mb="xs">
          {text.pickup.title}
        </Title>
        {pickup.data === undefined ? (
          loading(300)
        ) : (
          <PickupPointForm key={JSON.stringify(pickup.data)} point={pickup.data} />
        )}
      </Paper>
      <Paper withBorder p="sm">
        <Title order={4} mb="xs">
          {text.autoDispatch.title}
        </Title>
        <AutoDispatchField />
      </Paper>
      <Paper withBorder p="sm">
        <Title order={4} mb="xs">
          {text.factor.title}
        </Title>
        <PrintOptionSwitch />
      </Paper>
    </Stack>
  );
}
