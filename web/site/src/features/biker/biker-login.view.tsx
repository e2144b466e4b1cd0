// The courier's login at /biker: phone, then the 6-digit code from the SMS.
import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CodeStep, loginMessages, PhoneStep } from '@sofre/web-shared';
import { bikerMessages as text } from './biker.messages.ts';
import { useBikerLogin } from './use-biker-login.ts';

export function BikerLoginView({ onLoggedIn }: { onLoggedIn: (bikerId: string) => void }) {
  const [snapshot, send] = useBikerLogin(onLoggedIn);
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const onPhone = snapshot.matches('phone') || (busy && context.challengeId === undefined);
  const done = snapshot.matches('done');
  return (
    <Paper withBorder radius="md" p="lg" data-testid="biker-login" data-step={snapshot.value}>
      <Stack>
        <Title order={2}>{text.loginTitle}</Title>
        {onPhone && <Text size="sm">{text.loginHint}</Text>}
        {onPhone && <PhoneStep send={send} busy={busy} />}
        {!onPhone && !done && (
          <CodeStep
            send={send}
            busy={busy}
            phone={context.phone}
            resendAt={context.resendAt}
            canVerify={!snapshot.matches('failed')}
          />
        )}
        {done && (
          <Center>
            <Loader size="sm" aria-label={loginMessages.entering} />
          </Center>
        )}
        {context.error && (
          <Alert color="red" variant="light" data-testid="login-error">
            {context.error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
