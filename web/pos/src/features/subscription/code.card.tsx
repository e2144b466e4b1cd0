// A subscription code typed by the vendor: checked first (what it gives, or why not, beside the
// field), then a GRANT is activated at once and a DISCOUNT is applied to its package's price on
// the packages below (the page holds the applied code).
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  formatDate,
  formatNumber,
  normalizeDigits,
  notifySuccess,
  toApiError,
} from '@sofre/web-shared';
import { useState } from 'react';
import { checkCode, useSubscribe, type CodeCheck } from './subscription.api.ts';
import { subscriptionMessages } from './subscription.messages.ts';

const text = subscriptionMessages.code;

export interface CodeCardProps {
  /** The DISCOUNT code applied to its package's price, if any. */
  readonly applied: CodeCheck | undefined;
  readonly onApply: (code: CodeCheck | undefined) => void;
}

export function CodeCard({ applied, onApply }: CodeCardProps) {
  const [typed, setTyped] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string>();
  const [found, setFound] = useState<CodeCheck>();
  const subscribe = useSubscribe();
  const check = async () => {
    setError(undefined);
    setFound(undefined);
    setChecking(true);
    try {
      const answer = await checkCode(normalizeDigits(typed).trim());
      setFound(answer);
      if (answer.kind === 'DISCOUNT') onApply(answer);
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setChecking(false);
    }
  };
  const shown = found ?? applied;
  return (
    <Paper withBorder p="md" h="100%" data-testid="code-card">
      <Stack gap="xs">
        <Title order={5}>{text.title}</Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void check();
          }}
        >
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              flex={1}
              dir="ltr"
              placeholder={text.placeholder}
              aria-label={text.title}
              value={typed}
              error={error}
              onChange={(e) => setTyped(e.currentTarget.value)}
              data-testid="subscription-code"
            />
            <Button type="submit" variant="light" loading={checking} disabled={!typed.trim()}>
              {text.check}
            </Button>
          </Group>
        </form>
        {!shown && (
          <Text size="xs" c="dimmed">
            {text.hint}
          </Text>
        )}
        {shown && (
          <Group
            justify="space-between"
            gap="xs"
            wrap="nowrap"
            data-testid="subscription-code-found"
            data-kind={shown.kind}
          >
            <div>
              <Text size="sm" fw={700}>
                {shown.kind === 'GRANT'
                  ? text.grant(shown.packageTitle, formatNumber(shown.days ?? 0))
                  : text.discount(formatNumber(shown.discountPercent ?? 0), shown.packageTitle)}
              </Text>
              {shown.expiration && (
                <Text size="xs" c="dimmed">
                  {text.expires(formatDate(shown.expiration))}
                </Text>
              )}
            </div>
            {shown.kind === 'GRANT' ? (
              <Button
                size="compact-sm"
                loading={subscribe.isPending}
                data-testid="subscription-code-activate"
                onClick={() =>
                  void subscribe
                    .mutateAsync({ code: shown.code, period: 'MONTHLY' })
                    .then(() => {
                      notifySuccess(subscriptionMessages.pay.activated);
                      setFound(undefined);
                      setTyped('');
                    })
                    .catch(() => undefined)
                }
              >
                {text.activate}
              </Button>
            ) : (
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                onClick={() => {
                  onApply(undefined);
                  setFound(undefined);
                }}
              >
                {text.clear}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
