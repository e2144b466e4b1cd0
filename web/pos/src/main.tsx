import '@sofre/web-shared/styles';
import { hasSession, mountApp } from '@sofre/web-shared';
import { gate } from './app/auth-gate.ts';
import { LoginScreen } from './app/login.screen.tsx';
import { PosScreen } from './app/pos.screen.tsx';

const { page, redirect } = gate(location.pathname, hasSession());
if (redirect) location.replace(redirect);
else mountApp(page === 'login' ? <LoginScreen /> : <PosScreen />);
