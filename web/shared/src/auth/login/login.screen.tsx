// The staff login (/bo/auth/login, /kds/auth/login): one card with the step the machine is in;
// after it the app opens at its home. LoginCard is the card alone, for a login whose calls differ
// (the platform admin's, /bo/platform/login).
import { Alert, Center, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import { loginMessages } from '../../messages/login.messages.ts';
import type { StaffApp } from '../auth.constants.ts';
import { CodeStep, NamesStep, PhoneStep } from './login-steps.tsx';
import { useLogin } from './use-login.ts';
import type { LoginEvent } from './login.machine.ts';

export interface LoginScreenProps {
  readonly app: StaffApp;
  /** The app's name, shown above the form. */
  readonly appTitle: string;
}

export function LoginScreen({ app, appTitle }: LoginScreenProps) {
  const [snapshot, send] = useLogin(app);
  return <LoginCard snapshot={snapshot} send={send} appTitle={appTitle} />;
}

export interface LoginCardProps {
  /** The login machine's snapshot and its send (useLogin, or a login with other calls). */
  readonly snapshot: ReturnType<typeof useLogin>[0];
  readonly send: (event: LoginEvent) => void;
  readonly appTitle: string;
}

export function LoginCard({ snapshot, send, appTitle }: LoginCardProps) {
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
    <Container size={420} py={80}>
      <Paper
        withBorder
        shadow="sm"
        radius="md"
        p="xl"
        data-testid="login-screen"
        data-step={snapshot.value}
      >
        <Stack>
          <Title order={3} ta="center">
            {appTitle} · {loginMessages.title}
          </Title>
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
      </Paper>
    </Container>
  );
}
