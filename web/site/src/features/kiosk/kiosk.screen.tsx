// /kiosk — the counter's self-order screen for a tablet (1280×800 landscape or 800×1280
// portrait): no customer login; the tablet itself is signed in once by a manager
// (kiosk-setup.screen.tsx). Loaded lazily by the site's router, so it adds nothing to the site's
// first load. The whole screen is the kiosk: no page scroll, no site header.
import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { KioskFlowScreen } from './kiosk-flow.screen.tsx';
import { kioskSession, useKioskSession } from './kiosk-session.browser.ts';
import { KioskSetupScreen } from './kiosk-setup.screen.tsx';

/** Under the access token's 15 minutes: the kiosk never meets an expired token mid-order. */
const KEEP_ALIVE_MS = 10 * 60_000;

function useKeepAlive(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void kioskSession.renew(), KEEP_ALIVE_MS);
    return () => clearInterval(timer);
  }, [active]);
}

export default function KioskScreen() {
  const session = useKioskSession();
  useKeepAlive(session.status === 'ready');
  return (
    <Box h="100dvh" style={{ overflow: 'hidden', userSelect: 'none' }} data-testid="kiosk">
      {session.status === 'ready' ? (
        <KioskFlowScreen device={session.device} />
      ) : (
        <KioskSetupScreen ended={session.ended} />
      )}
    </Box>
  );
}
