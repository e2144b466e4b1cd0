// /bo/terminals: the restaurant's card readers (POS terminals) and which banks' readers the till
// offers, with the one it selects first.
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { PosTerminalView } from '@sofre/engine/contracts';
import { useState } from 'react';
import { BankConfigurationForm } from './bank-configuration.form.tsx';
import { TerminalFormModal } from './terminal.form.tsx';
import { useBankConfiguration, useBankProviders, useTerminals } from './terminals.api.ts';
import { terminalMessages as text } from './terminals.messages.ts';
import { TerminalsTable } from './terminals.table.tsx';

export function TerminalsPage() {
  const terminals = useTerminals();
  const banks = useBankProviders();
  const configuration = useBankConfiguration();
  const [editing, setEditing] = useState<PosTerminalView | 'new'>();
  const loading = (
    <Center h={100}>
      <Loader aria-label={text.loading} />
    </Center>
  );
  return (
    <Stack gap="md" data-testid="terminals-page">
      <div>
        <Title order={3}>{text.title}</Title>
        <Text size="sm" c="dimmed">
          {text.intro}
        </Text>
      </div>
      <Paper withBorder p="sm">
        <Group justify="space-between" mb="sm">
          <Title order={4}>{text.list.title}</Title>
          <Button size="xs" onClick={() => setEditing('new')} data-testid="terminal-new">
            {text.list.add}
          </Button>
        </Group>
        {terminals.isPending || banks.isPending ? (
          loading
        ) : (
          <TerminalsTable
            terminals={terminals.data ?? []}
            banks={banks.data ?? []}
            onEdit={setEditing}
          />
        )}
      </Paper>
      <Paper withBorder p="sm">
        <Title order={4} mb="xs">
          {text.configuration.title}
        </Title>
        {configuration.data && banks.data ? (
          <BankConfigurationForm
            key={JSON.stringify(configuration.data)}
            configuration={configuration.data}
            banks={banks.data}
          />
        ) : (
          loading
        )}
      </Paper>
      <TerminalFormModal
        editing={editing}
        banks={banks.data ?? []}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
