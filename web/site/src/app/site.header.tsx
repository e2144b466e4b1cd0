// The site's header on every page: the vendor's logo and name (the landing of this host), and the
// customer's account corner; the tracker adds the live connection's state.
import { Container, Group, Title } from '@mantine/core';
import { useVendor } from '@sofre/web-shared';
import { useEffect, type ReactNode } from 'react';
import { useLanding } from '../features/landing/landing.api.ts';
import { VendorMark } from '../features/landing/vendor-mark.tsx';
import { AccountButton } from '../features/login/account.button.tsx';
import { siteMessages } from '../messages/site.messages.ts';

export interface SiteHeaderProps {
  readonly extra?: ReactNode;
  readonly onHome: () => void;
  readonly onTrack: () => void;
  readonly onMyOrders: () => void;
  readonly onMyAddresses: () => void;
}

export function SiteHeader({ extra, onHome, ...account }: SiteHeaderProps) {
  const landing = useLanding();
  const vendor = useVendor();
  const name = landing.data?.name ?? vendor.data?.name ?? siteMessages.appTitle;
  useEffect(() => {
    document.title = name;
  }, [name]);
  return (
    <header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: 56,
        background: 'var(--mantine-color-body)',
        borderBottom: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Container size="xs" px="sm" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" onClick={onHome} style={{ cursor: 'pointer', minWidth: 0 }}>
            <VendorMark name={name} logo={landing.data?.logo} />
            <Title order={1} size="h4" lineClamp={1} data-testid="vendor-name">
              {name}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {extra}
            <AccountButton {...account} />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
