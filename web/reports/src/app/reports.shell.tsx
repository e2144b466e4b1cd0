// The reports' frame: a top bar (title, the live status, back to the back office), a navbar of
// the pages by group, and the page at the current path. Reports need the reports.view permission
// and a package with the reports feature (else the shared locked page names the package that has it).
import {
  Alert,
  Anchor,
  AppShell,
  Burger,
  Center,
  Group,
  Loader,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { BACK_OFFICE_HOME_PATH, FeatureGate, useMyPermissions } from '@sofre/web-shared';
import { Suspense } from 'react';
import { appMessages, pageGroups } from '../messages/reports.messages.ts';
import { navigate, useCurrentPath } from './navigation.ts';
import { pageAt, pages } from './report-pages.tsx';

const loading = (
  <Center h={200}>
    <Loader />
  </Center>
);

function Navbar({ path, onPick }: { path: string; onPick: () => void }) {
  const groups = [...new Set(pages.map((p) => p.group))];
  return (
    <ScrollArea>
      <Stack gap={4}>
        {groups.map((group) => (
          <div key={group}>
            <Text size="xs" c="dimmed" fw={700} px="sm" pt="sm" pb={4}>
              {pageGroups[group]}
            </Text>
            {pages
              .filter((p) => p.group === group)
              .map((p) => (
                <NavLink
                  key={p.path}
                  href={p.path}
                  label={p.title}
                  active={p.path === path}
                  data-testid={`nav-${p.path.split('/').at(-1)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(p.path);
                    onPick();
                  }}
                />
              ))}
          </div>
        ))}
      </Stack>
    </ScrollArea>
  );
}

export function ReportsShell() {
  const path = useCurrentPath();
  const permissions = useMyPermissions();
  const [opened, { toggle, close }] = useDisclosure(false);
  const page = pageAt(path);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 210, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" />
            <Title order={4}>{appMessages.appTitle}</Title>
          </Group>
          <Anchor href={BACK_OFFICE_HOME_PATH} size="sm" data-testid="back-office">
            {appMessages.backOffice}
          </Anchor>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" data-testid="reports-nav">
        <Navbar path={path} onPick={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {permissions.isPending ? (
          loading
        ) : !permissions.has('reports.view') ? (
          <Alert color="yellow" data-testid="no-access">
            {appMessages.noAccess}
          </Alert>
        ) : !page ? (
          <Alert color="gray">{appMessages.notFound}</Alert>
        ) : (
          <FeatureGate feature="REPORTS">
            <Suspense fallback={loading}>
              <page.screen />
            </Suspense>
          </FeatureGate>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
