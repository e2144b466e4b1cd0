// The three forms of the login: phone, code (with the resend countdown), names for a new user.
// Digits are shown in Persian whatever was typed; the machine normalises them.
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { normalizeDigits, toPersianDigits } from '../../format/digits.ts';
import { useNow } from '../../hooks/use-now.ts';
import { useState, type FormEvent } from 'react';
import { loginMessages } from '../../messages/login.messages.ts';
import type { LoginEvent } from './login.machine.ts';

interface StepProps {
  readonly send: (event: LoginEvent) => void;
  readonly busy: boolean;
}

const submit = (run: () => void) => (event: FormEvent) => {
  event.preventDefault();
  run();
};

export function PhoneStep({ send, busy }: StepProps) {
  const [phone, setPhone] = useState('');
  return (
    <form onSubmit={submit(() => send({ type: 'submitPhone', phone }))}>
      <Stack>
        <TextInput
          data-testid="login-phone"
          label={loginMessages.phoneLabel}
          description={loginMessages.phoneHint}
          placeholder={loginMessages.phonePlaceholder}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          autoFocus
          value={toPersianDigits(phone)}
          onChange={(e) => setPhone(normalizeDigits(e.currentTarget.value))}
        />
        <Button type="submit" loading={busy} data-testid="login-send-code">
          {loginMessages.sendCode}
        </Button>
      </Stack>
    </form>
  );
}

const countdown = (seconds: number) =>
  toPersianDigits(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);

interface CodeStepProps extends StepProps {
  readonly phone: string;
  readonly resendAt: number;
  /** False once the code is spent: only a new code helps. */
  readonly canVerify: boolean;
}

export function CodeStep({ send, busy, phone, resendAt, canVerify }: CodeStepProps) {
  const [otp, setOtp] = useState('');
  const now = useNow(1000).getTime();
  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000));
  return (
    <form onSubmit={submit(() => send({ type: 'submitCode', otp }))}>
      <Stack>
        <Text size="sm">{loginMessages.codeSentTo(toPersianDigits(phone))}</Text>
        <TextInput
          data-testid="login-code"
          label={loginMessages.codeLabel}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          disabled={!canVerify}
          styles={{ input: { letterSpacing: '0.5em', textAlign: 'center' } }}
          value={toPersianDigits(otp)}
          onChange={(e) => setOtp(normalizeDigits(e.currentTarget.value))}
        />
        <Button type="submit" loading={busy} disabled={!canVerify} data-testid="login-verify">
          {loginMessages.verify}
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => send({ type: 'changePhone' })}
          >
            {loginMessages.changePhone}
          </Anchor>
          {secondsLeft > 0 ? (
            <Text size="sm" c="dimmed" data-testid="login-resend-countdown">
              {loginMessages.resendIn(countdown(secondsLeft))}
            </Text>
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              data-testid="login-resend"
              onClick={() => send({ type: 'resend', now: Date.now() })}
            >
              {loginMessages.resend}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}

export function NamesStep({ send, busy }: StepProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  return (
    <form onSubmit={submit(() => send({ type: 'submitNames', firstName, lastName }))}>
      <Stack>
        <Text size="sm">{loginMessages.namesIntro}</Text>
        <TextInput
          data-testid="login-first-name"
          label={loginMessages.firstName}
          autoComplete="given-name"
          autoFocus
          value={firstName}
          onChange={(e) => setFirstName(e.currentTarget.value)}
        />
        <TextInput
          data-testid="login-last-name"
          label={loginMessages.lastName}
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => setLastName(e.currentTarget.value)}
        />
        <Button type="submit" loading={busy} data-testid="login-submit-names">
          {loginMessages.submitNames}
        </Button>
      </Stack>
    </form>
  );
}
