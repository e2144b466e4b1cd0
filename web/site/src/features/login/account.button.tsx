// The header's account corner: «ورود» for a visitor; for a customer their name, with the order
// tracker and logout (spec §4: all storage cleared, back to / keeping the table).
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

export function AccountButton({ onTrack }: { onTrack: () => void }) {
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
        <Menu.Item onClick={onTrack}>{text.myOrders}</Menu.Item>
        <Menu.Item color="red" onClick={() => void logOut()} data-testid="logout">
          {text.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
