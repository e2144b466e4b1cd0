import '@sofre/web-shared/styles';
import {
  AUTH_GATE_ENABLED,
  FeatureGate,
  gate,
  hasSession,
  KITCHEN_DISPLAY,
  LoginScreen,
  mountApp,
} from '@sofre/web-shared';
import { KdsScreen } from './app/kds.screen.tsx';
import { kdsMessages } from './messages/kds.messages.ts';

// The kitchen logs in like the back office (its own page, back to the board after), so the board
// and the bumps go out with a kitchen token.
const { page, redirect } = gate(
  location.pathname,
  hasSession(),
  AUTH_GATE_ENABLED,
  KITCHEN_DISPLAY,
);
// A package without the kitchen display shows the shared locked page (which package has it), once
// the plan is read: the board starts at page load, when it asks the browser for sound.
// The wall screen is dark: less glare in a kitchen, and the ageing colours stand out.
if (redirect) location.replace(redirect);
else
  mountApp(
    page === 'login' ? (
      <LoginScreen app={KITCHEN_DISPLAY} appTitle={kdsMessages.appTitle} />
    ) : (
      <FeatureGate feature="KDS" optimistic>
        <KdsScreen />
      </FeatureGate>
    ),
    { colorScheme: 'dark' },
  );
