// Mounts an app into #root inside the shared providers, in React's strict mode, and keeps the
// login alive from then on (the token renewed before it expires: no reload mid-shift).
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { startTokenRenewal } from '../auth/session.ts';
import { AppProviders, type AppProvidersProps } from './app-providers.tsx';

export function mountApp(app: ReactNode, options: Omit<AppProvidersProps, 'children'> = {}): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html needs <div id="root">');
  startTokenRenewal();
  createRoot(root).render(
    <StrictMode>
      <AppProviders {...options}>{app}</AppProviders>
    </StrictMode>,
  );
}
