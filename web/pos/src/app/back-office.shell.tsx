// The back office frame: top bar, a navbar of the sections this user may open, and the section at
// the current path. A section the user's roles do not allow shows "no access" instead of its screen;
// one whose feature the vendor's package lacks carries a lock and shows the package that has it.
// Who manages the vendor is reminded under the top bar when its package's term is about to end.
import {
  AppShell,
  Box,
  Burger,
  Center,
  Loader,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  FeatureLocked,
  lacksFeature,
  LockIcon,
  lockedMessages,
  SUBSCRIPTION_PATH,
  useMyPermissions,
  usePlan,
} from '@sofre/web-shared';
import { Suspense } from 'react';
import { ProjectionLagBanner } from '../features/health/projection-lag.banner.tsx';
import {
  RENEWAL_BANNER_HEIGHT,
  RenewalBanner,
  useRenewalNotice,
} from '../features/subscription/renewal.banner.tsx';
import { navigate, useCurrentPath } from './navigation.ts';
import { NoAccess, NotFoundSection } from './no-access.tsx';
import { PosHeader } from './pos-header.tsx';
import { sectionAt, sectionGroupTitles, sections, type BackOfficeSection } from './sections.tsx';

const HEADER_HEIGHT = 60;

const mayOpen = (
  section: BackOfficeSection,
  has: (p: BackOfficeSection['permissions'][number]) => boolean,
) => section.permissions.some(has);

export function BackOfficeShell() {
  const path = useCurrentPath();
  const permissions = useMyPermissions();
  const plan = usePlan();
  const locked = (s: BackOfficeSection) => lacksFeature(plan.data, s.feature);
  const [opened, { toggle, close }] = useDisclosure(false);
  const visible = sections.filter((s) => mayOpen(s, permissions.has));
  const section = sectionAt(path);
  const groups = [...new Set(visible.map((s) => s.group))];
  // Not on the subscription page itself: its plan card says the same.
  const renewal = useRenewalNotice(
    plan.data,
    permissions.has('vendor.manage') && path !== SUBSCRIPTION_PATH,
  );
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT + (renewal.notice ? RENEWAL_BANNER_HEIGHT : 0) }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Box h={HEADER_HEIGHT}>
          <PosHeader
            burger={<Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" />}
          />
        </Box>
        {renewal.notice && (
          <RenewalBanner
            notice={renewal.notice}
            onOpen={() => navigate(SUBSCRIPTION_PATH)}
            onClose={renewal.close}
          />
        )}
      </AppShell.Header>
      <AppShell.Navbar p="xs" data-testid="back-office-nav">
        <ScrollArea>
          <Stack gap={4}>
            {groups.map((group) => (
              <div key={group}>
                <Text size="xs" c="dimmed" fw={700} px="sm" pt="sm" pb={4}>
                  {sectionGroupTitles[group]}
                </Text>
                {visible
                  .filter((s) => s.group === group)
                  .map((s) => (
                    <NavLink
                      key={s.path}
                      href={s.path}
                      label={s.title}
                      active={s.path === path}
                      data-testid={`nav-${s.path.slice(1).replaceAll('/', '-')}`}
                      data-locked={locked(s) || undefined}
                      c={locked(s) ? 'dimmed' : undefined}
                      rightSection={
                        locked(s) ? <LockIcon size={14} label={lockedMessages.locked} /> : undefined
                      }
                      onClick={(event) => {
                        // Another app loads through its link; locked, it is explained here.
                        if (s.external && !locked(s)) return;
                        event.preventDefault();
                        navigate(s.path);
                        close();
                      }}
                    />
                  ))}
              </div>
            ))}
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <ProjectionLagBanner />
        {permissions.isPending || (section?.feature && plan.isPending) ? (
          <Center h={200}>
            <Loader />
          </Center>
        ) : !section ? (
          <NotFoundSection />
        ) : !mayOpen(section, permissions.has) ? (
          <NoAccess />
        ) : section.feature && locked(section) ? (
          <FeatureLocked feature={section.feature} onUpgrade={() => navigate(SUBSCRIPTION_PATH)} />
        ) : (
          <Suspense
            fallback={
              <Center h={200}>
                <Loader />
              </Center>
            }
          >
            <section.screen />
          </Suspense>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
