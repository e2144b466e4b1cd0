// /bo/terminals: the restaurant's card readers (POS terminals) and which banks' readers the till
// offers, with the one it selects first.
import { Stack } from '@mantine/core';
import type { PosTerminalView } from '@sofre/engine/contracts';
import { PageHeader, type Editing } from '@sofre/web-shared';
import { useState } from 'react';
import { SectionCard } from '../../back-office-ui/section-card.tsx';
import { BankConfigurationForm } from './bank-configuration.form.tsx';
import { TerminalFormModal } from './terminal.form.tsx';
import { useBankConfiguration, useBankProviders, useTerminals } from './terminals.api.ts';
import { terminalMessages as text } from './terminals.messages.ts';
import { TerminalsTable } from './terminals.table.tsx';

export function TerminalsPage() {
  const terminals = useTerminals();
  const banks = useBankProviders();
  const configuration = useBankConfiguration();
  const [editing, setEditing] = useState<Editing<PosTerminalView>>();
  return (
    <Stack gap="md" data-testid="terminals-page">
      <PageHeader title={text.title} intro={text.intro} />
      <SectionCard
        title={text.list.title}
        add={{ label: text.list.add, onClick: () => setEditing('new'), testId: 'terminal-new' }}
        loading={terminals.isPending || banks.isPending}
        loadingLabel={text.loading}
      >
        <TerminalsTable
          terminals={terminals.data ?? []}
          banks={banks.data ?? []}
          onEdit={setEditing}
        />
      </SectionCard>
      <SectionCard
        title={text.configuration.title}
        loading={!configuration.data || !banks.data}
        loadingLabel={text.loading}
      >
        {configuration.data && banks.data && (
          <BankConfigurationForm
            key={JSON.stringify(configuration.data)}
            configuration={configuration.data}
            banks={banks.data}
          />
        )}
      </SectionCard>
      <TerminalFormModal
        editing={editing}
        banks={banks.data ?? []}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
