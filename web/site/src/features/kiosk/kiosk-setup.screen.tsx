// «راه‌اندازی کیوسک»: shown once, when the tablet has no kiosk session (or its login ended). The
// manager types their phone and the one-time code; from then on the kiosk takes orders without
// anyone signing in.
import { Alert, Anchor, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { normalizeDigits, toPersianDigits } from '@sofre/web-shared';
import { useState, type FormEvent } from 'react';
import { kioskMessages } from './kiosk.messages.ts';
import { useKioskSetup } from './use-kiosk-setup.ts';

const text = kioskMessages.setup;
const big = { size: 'xl', styles: { label: { fontSize: 20, marginBottom: 6 } } } as const;

const onSubmit = (run: () => void) => (event: FormEvent) => {
  event.preventDefault();
  run();
};

export function KioskSetupScreen({ ended }: { ended: boolean }) {
  const [snapshot, send] = useKioskSetup();
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const busy = snapshot.hasTag('busy');
  const askingCode = snapshot.context.challengeId !== undefined && !snapshot.matches('phone');
  return (
    <Center h="100%" p="xl" bg="gray.0">
      <Paper withBorder radius="lg" p={40} w={600} shadow="sm" data-testid="kiosk-setup">
        <Stack gap="lg">
          <Title order={1} fz={34}>
            {text.title}
          </Title>
          <Text fz={20}>{text.intro}</Text>
          {ended && (
            <Alert color="orange" variant="light" fz={20} data-testid="kiosk-setup-ended">
              {text.ended}
            </Alert>
          )}
          {!askingCode ? (
            <form onSubmit={onSubmit(() => send({ type: 'submitPhone', phone }))}>
              <Stack gap="lg">
                <TextInput
                  {...big}
                  label={text.phone}
                  type="tel"
                  inputMode="tel"
                  autoFocus
                  value={toPersianDigits(phone)}
                  onChange={(e) => setPhone(normalizeDigits(e.currentTarget.value))}
                  data-testid="kiosk-setup-phone"
                />
                <Button
                  type="submit"
                  size="xl"
                  h={64}
                  loading={busy}
                  data-testid="kiosk-setup-send"
                >
                  {text.sendCode}
                </Button>
              </Stack>
            </form>
          ) : (
            <form onSubmit={onSubmit(() => send({ type: 'submitCode', otp }))}>
              <Stack gap="lg">
                <Text fz={20}>{text.codeSentTo(toPersianDigits(snapshot.context.phone))}</Text>
                <TextInput
                  {...big}
                  label={text.code}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  autoFocus
                  disabled={snapshot.matches('failed')}
                  value={toPersianDigits(otp)}
                  onChange={(e) => setOtp(normalizeDigits(e.currentTarget.value))}
                  styles={{ ...big.styles, input: { letterSpacing: '0.4em', textAlign: 'center' } }}
                  data-testid="kiosk-setup-code"
                />
                <Button
                  type="submit"
                  size="xl"
                  h={64}
                  loading={busy}
                  disabled={snapshot.matches('failed')}
                  data-testid="kiosk-setup-verify"
                >
                  {text.verify}
                </Button>
                <Anchor
                  component="button"
                  type="button"
                  fz={20}
                  onClick={() => send({ type: 'changePhone' })}
                >
                  {text.changePhone}
                </Anchor>
              </Stack>
            </form>
          )}
          {snapshot.context.error && (
            <Alert color="red" variant="light" role="alert" data-testid="kiosk-setup-error">
              <Text fz={20}>{snapshot.context.error}</Text>
            </Alert>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
