// /bo/subscription: the vendor's package with its term and this month's usage, a subscription
// code, the packages on sale to buy, upgrade or renew (paid on the provider's page, which sends the
// browser back here with ?payment=ok|refunded&reason=…|failed), and the contracts (invoices) with their status.
import { Alert, Center, Grid, Loader, Stack, Tabs } from '@mantine/core';
import type { PackageView } from '@sofre/engine/contracts';
import type { BillingPeriod } from '@sofre/engine/subscriptions';
import { formatNumber, PageHeader, useFeatures, usePlan } from '@sofre/web-shared';
import { useEffect, useState } from 'react';
import { CodeCard } from './code.card.tsx';
import { ContractsTable } from './contracts.table.tsx';
import { PackagesPanel } from './packages.panel.tsx';
import { PayModal } from './pay.modal.tsx';
import { PlanCard } from './plan.card.tsx';
import { useContracts, usePackages, type CodeCheck } from './subscription.api.ts';
import { subscriptionMessages as text } from './subscription.messages.ts';
import {
  packageAction,
  paymentOutcome,
  periodsSold,
  type PaymentOutcome,
} from './subscription.rules.ts';

/** The payment's outcome color: money given back is neither a success nor a failure to pay again. */
const outcomeColor: Record<PaymentOutcome, string> = {
  ok: 'green',
  refunded: 'yellow',
  failed: 'red',
};

/** How the payment went, when the provider sent the browser back here. */
const outcomeHere = () => paymentOutcome(globalThis.location.search);

export function SubscriptionPage() {
  const plan = usePlan();
  const packages = usePackages();
  const features = useFeatures();
  const contracts = useContracts();
  const [said] = useState(outcomeHere);
  const outcome = said?.outcome;
  // Said once: the address is cleaned, so a reload does not say it again.
  useEffect(() => {
    if (outcome) globalThis.history.replaceState(null, '', globalThis.location.pathname);
  }, [outcome]);
  const [tab, setTab] = useState<string | null>(outcome ? 'contracts' : 'packages');
  const [period, setPeriod] = useState<BillingPeriod>('MONTHLY');
  const [code, setCode] = useState<CodeCheck>();
  const [choosing, setChoosing] = useState<PackageView>();
  if (plan.isPending || packages.isPending)
    return (
      <Center h={240}>
        <Loader aria-label={text.loading} />
      </Center>
    );
  const choose = (pkg: PackageView) => {
    // The modal opens on the page's period when the package is sold for it, else its first one.
    const sold = periodsSold(pkg);
    if (!sold.includes(period) && sold[0]) setPeriod(sold[0]);
    setChoosing(pkg);
  };
  const openContracts = (contracts.data ?? []).filter((c) => c.status !== 'PAID').length;
  return (
    <Stack gap="sm" data-testid="subscription-page">
      {/* The payment's outcome beside the title: the packages stay above the fold. */}
      <PageHeader
        title={text.title}
        action={
          said && (
            <Alert
              color={outcomeColor[said.outcome]}
              py={6}
              px="sm"
              data-testid={`payment-${said.outcome}`}
            >
              {said.message}
            </Alert>
          )
        }
      />
      <Grid gap="sm">
        <Grid.Col span={8}>{plan.data && <PlanCard plan={plan.data} />}</Grid.Col>
        <Grid.Col span={4}>
          <CodeCard applied={code} onApply={setCode} />
        </Grid.Col>
      </Grid>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="packages" data-testid="tab-packages">
            {text.tabs.packages}
          </Tabs.Tab>
          <Tabs.Tab value="contracts" data-testid="tab-contracts">
            {text.tabs.contracts}
            {openContracts > 0 && ` (${formatNumber(openContracts)})`}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="packages" pt="sm">
          <PackagesPanel
            packages={packages.data ?? []}
            features={features.data ?? []}
            plan={plan.data}
            period={period}
            onPeriod={setPeriod}
            code={code}
            onChoose={choose}
          />
        </Tabs.Panel>
        <Tabs.Panel value="contracts" pt="sm">
          {contracts.isPending ? (
            <Center h={120}>
              <Loader />
            </Center>
          ) : (
            <ContractsTable contracts={contracts.data ?? []} />
          )}
        </Tabs.Panel>
      </Tabs>
      <PayModal
        pkg={choosing}
        renewing={choosing !== undefined && packageAction(choosing, plan.data) === 'renew'}
        period={period}
        onPeriod={setPeriod}
        code={code}
        onClose={() => setChoosing(undefined)}
      />
    </Stack>
  );
}
