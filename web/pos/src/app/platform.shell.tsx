// The platform admin's pages under /bo/platform (the back office's host, the admin's own session,
// admin-session.ts): a top bar with who is logged in and logout, a navbar of the pages — packages,
// subscription codes, features — and the page at the current path.
import {
  AppShell,
  Button,
  Center,
  Group,
  Loader,
  NavLink,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, Suspense, type ComponentType } from 'react';
import { PlatformCodesPage } from '../features/platform-admin/codes.page.tsx';
import { PlatformFeaturesPage } from '../features/platform-admin/features.page.tsx';
import { PlatformPackagesPage } from '../features/platform-admin/packages.page.tsx';
import {
  endAdminSession,
  PLATFORM_PATH,
  readAdminSession,
} from '../features/platform-admin/admin-session.ts';
import { platformMessages as text } from '../features/platform-admin/platform.messages.ts';
import { navigate, useCurrentPath } from './navigation.ts';

const pages: readonly { path: string; title: string; screen: ComponentType }[] = [
  { path: `${PLATFORM_PATH}/packages`, title: text.nav.packages, screen: PlatformPackagesPage },
  { path: `${PLATFORM_PATH}/codes`, title: text.nav.codes, screen: PlatformCodesPage },
  { path: `${PLATFORM_PATH}/features`, title: text.nav.features, screen: PlatformFeaturesPage },
];

export function PlatformShell() {
  const path = useCurrentPath().replace(/\/+$/, '');
  const page = pages.find((p) => p.path === path);
  // /bo/platform opens on its first page.
  useEffect(() => {
    if (!page) navigate(pages[0]!.path);
  }, [page]);
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 220, breakpoint: 'sm' }} padding="md">
      <AppShell.Header>
        <Group justify="space-between" px="md" h="100%">
          <Title order={3}>{text.appTitle}</Title>
          <Group gap="sm">
            <Text size="sm" data-testid="admin-name">
              {readAdminSession()?.name}
            </Text>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={endAdminSession}
              data-testid="admin-logout"
            >
              {text.logout}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" data-testid="platform-nav">
        <Stack gap={4}>
          {pages.map((p) => (
            <NavLink
              key={p.path}
              href={p.path}
              label={p.title}
              active={p.path === path}
              data-testid={`nav-${p.path.slice(1).replaceAll('/', '-')}`}
              onClick={(event) => {
                event.preventDefault();
                navigate(p.path);
              }}
            />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense
          fallback={
            <Center h={200}>
              <Loader />
            </Center>
          }
        >
          {page && <page.screen />}
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
