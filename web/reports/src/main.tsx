import '@sofre/web-shared/styles';
import { AUTH_GATE_ENABLED, gate, hasSession, mountApp } from '@sofre/web-shared';
import { REPORTS_APP } from './app/navigation.ts';
import { ReportsShell } from './app/reports.shell.tsx';

// The reports have no login of their own: a visitor without a session logs in at the back office.
const { redirect } = gate(location.pathname, hasSession(), AUTH_GATE_ENABLED, REPORTS_APP);
if (redirect) location.replace(redirect);
else mountApp(<ReportsShell />);
