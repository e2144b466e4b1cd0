import '@sofre/web-shared/styles';
import { BACK_OFFICE, gate, hasSession, LoginScreen, mountApp } from '@sofre/web-shared';
import { BackOfficeShell } from './app/back-office.shell.tsx';
import { PlatformShell } from './app/platform.shell.tsx';
import { AdminLoginScreen } from './features/platform-admin/admin-login.screen.tsx';
import {
  isPlatformPath,
  PLATFORM_LOGIN_PATH,
  readAdminSession,
} from './features/platform-admin/admin-session.ts';
import { posMessages } from './messages/pos.messages.ts';

function startBackOffice() {
  const { page, redirect } = gate(location.pathname, hasSession());
  if (redirect) location.replace(redirect);
  else
    mountApp(
      page === 'login' ? (
        <LoginScreen app={BACK_OFFICE} appTitle={posMessages.appTitle} />
      ) : (
        <BackOfficeShell />
      ),
    );
}

/** The platform admin's pages have their own login and session (not the vendor staff's). */
function startPlatform() {
  const atLogin = location.pathname.replace(/\/+$/, '') === PLATFORM_LOGIN_PATH;
  if (!atLogin && !readAdminSession()) location.replace(PLATFORM_LOGIN_PATH);
  else mountApp(atLogin ? <AdminLoginScreen /> : <PlatformShell />);
}

if (isPlatformPath(location.pathname)) startPlatform();
else startBackOffice();
