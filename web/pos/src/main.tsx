import '@sofre/web-shared/styles';
import { BACK_OFFICE, gate, hasSession, LoginScreen, mountApp } from '@sofre/web-shared';
import { BackOfficeShell } from './app/back-office.shell.tsx';
import { posMessages } from './messages/pos.messages.ts';

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
