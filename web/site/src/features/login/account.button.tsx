// The header's account corner: «ورود» for a visitor; for a customer their name, with their orders,
// their addresses, finding an order, and logout (spec §4: all storage cleared, back to / keeping
// the table).
import { Button, Menu } from '@mantine/core';
import { logoutRequest, logOutOfSite, useProfile } from '@sofre/web-shared';
import { useState } from 'react';
import { accountMessages as text } from '../../messages/account.messages.ts';
import { LazyLoginModal } from './login.lazy.tsx';
import { useLoggedIn } from './session.ts';

async function logOut() {
  try {
    await logoutRequest();
  } catch {
    // Logged out on this device even when the server cannot be told.
  }
  logOutOfSite();
}

export interface AccountButtonProps {
  readonly onTrack: () => void;
  readonly onMyOrders: () => void;
  readonly onMyAddresses: () => void;
}

export function AccountButton({ onTrack, onMyOrders, onMyAddresses }: AccountButtonProps) {
  const loggedIn = useLoggedIn();
  const profile = useProfile();
  const [login, setLogin] = useState(false);
  if (!loggedIn) {
    return (
      <>
        <Button
          variant="light"
          size="compact-md"
          onClick={() => setLogin(true)}
          data-testid="login-open"
        >
          {text.login}
        </Button>
        <LazyLoginModal
          opened={login}
          onClose={() => setLogin(false)}
          onLoggedIn={() => setLogin(false)}
        />
      </>
    );
  }
  const name = profile.data?.firstName || text.account;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="subtle" size="compact-md" data-testid="account-menu">
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onMyOrders} data-testid="menu-my-orders">
          {text.myOrders}
        </Menu.Item>
        <Menu.Item onClick={onMyAddresses} data-testid="menu-my-addresses">
          {text.myAddresses}
        </Menu.Item>
        <Menu.Item onClick={onTrack}>{text.track}</Menu.Item>
        <Menu.Item color="red" onClick={() => void logOut()} data-testid="logout">
          {text.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
