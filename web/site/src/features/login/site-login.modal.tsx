// The login as a sheet over the page the customer is on: phone, the 6-digit code from the SMS,
// and first and last name only for a phone the server does not know yet (spec §5).
import { Alert, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { CodeStep, loginMessages, NamesStep, PhoneStep } from '@sofre/web-shared';
import { accountMessages as text } from '../../messages/account.messages.ts';
import { useSiteLogin } from './use-site-login.ts';

export interface SiteLoginModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onLoggedIn: () => void;
}

function LoginSteps({ onLoggedIn }: Pick<SiteLoginModalProps, 'onLoggedIn'>) {
  const [snapshot, send] = useSiteLogin(onLoggedIn);
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const step = snapshot.matches('sendingCode')
    ? context.challengeId === undefined
      ? 'phone'
      : 'code'
    : snapshot.matches('verifying')
      ? context.names === undefined
        ? 'code'
        : 'names'
      : snapshot.value;
  return (
    <Stack data-testid="login-screen" data-step={snapshot.value}>
      {step === 'phone' && <Text size="sm">{text.loginWhy}</Text>}
      {step === 'phone' && <PhoneStep send={send} busy={busy} />}
      {(step === 'code' || step === 'failed') && (
        <CodeStep
          send={send}
          busy={busy}
          phone={context.phone}
          resendAt={context.resendAt}
          canVerify={step === 'code'}
        />
      )}
      {step === 'names' && <NamesStep send={send} busy={busy} />}
      {step === 'done' && (
        <Center>
          <Loader size="sm" aria-label={loginMessages.entering} />
        </Center>
      )}
      {context.error && (
        <Alert color="red" variant="light" data-testid="login-error">
          {context.error}
          {step === 'failed' && ` ${loginMessages.deadCode}`}
        </Alert>
      )}
    </Stack>
  );
}

export default function SiteLoginModal({ opened, onClose, onLoggedIn }: SiteLoginModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={text.loginTitle} centered>
      {opened && <LoginSteps onLoggedIn={onLoggedIn} />}
    </Modal>
  );
}
