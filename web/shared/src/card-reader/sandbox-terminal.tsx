// The sandbox card reader drawn beside the kiosk's payment screen or the till's: a dark terminal
// showing the amount and «کارت را بکشید», with «تأیید پرداخت» and «رد کارت» standing in for the
// bank. The kiosk's is sized for a finger; the till's (compact) is a strip beside the order.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { cardReaderMessages as text } from './card-reader.messages.ts';
import type { SandboxCardReader } from './sandbox-card-reader.ts';

export function SandboxTerminal({
  reader,
  money,
  compact = false,
}: {
  reader: SandboxCardReader;
  money: (rial: number) => string;
  compact?: boolean;
}) {
  const charge = useSyncExternalStore(reader.subscribe, reader.current);
  if (compact)
    return (
      <Group
        gap="xs"
        wrap="nowrap"
        role="region"
        aria-label={text.title}
        data-testid="sandbox-reader"
        data-waiting={charge !== undefined}
      >
        <Badge color="dark" variant="filled" title={text.note}>
          {text.title}
        </Badge>
        <ReaderButtons reader={reader} waiting={charge !== undefined} size="compact-sm" />
      </Group>
    );
  return (
    <Paper
      radius={28}
      p="lg"
      w={340}
      bg="dark.8"
      c="white"
      shadow="xl"
      role="region"
      aria-label={text.title}
      data-testid="sandbox-reader"
      data-waiting={charge !== undefined}
    >
      <Stack gap="md" align="stretch">
        <Badge size="lg" color="yellow.4" c="dark.9" variant="filled" mx="auto">
          {text.title}
        </Badge>
        <Paper radius="md" p="md" bg="teal.1" c="dark.9" mih={120}>
          <Stack gap={4} align="center" justify="center" h="100%">
            {charge ? (
              <>
                <Text
                  fz={28}
                  fw={800}
                  data-testid="sandbox-reader-amount"
                  data-amount={charge.amount}
                >
                  {money(charge.amount)}
                </Text>
                <Text fz={20} fw={700}>
                  {text.swipe}
                </Text>
              </>
            ) : (
              <Text fz={22}>{text.idle}</Text>
            )}
          </Stack>
        </Paper>
        <ReaderButtons reader={reader} waiting={charge !== undefined} size="xl" h={64} />
        <Text fz={15} c="gray.3" ta="center">
          {text.note}
        </Text>
      </Stack>
    </Paper>
  );
}

/** «تأیید پرداخت» and «رد کارت»: the bank's two answers, live while a charge waits. */
function ReaderButtons({
  reader,
  waiting,
  size,
  h,
}: {
  reader: SandboxCardReader;
  waiting: boolean;
  size: string;
  h?: number;
}) {
  const answers = [
    { color: 'green.8', label: text.approve, act: () => reader.approve(), id: 'approve' },
    { color: 'red.8', label: text.decline, act: () => reader.decline(), id: 'decline' },
  ];
  return answers.map(({ color, label, act, id }) => (
    <Button
      key={id}
      size={size}
      h={h}
      color={color}
      disabled={!waiting}
      onClick={act}
      data-testid={`sandbox-reader-${id}`}
    >
      {label}
    </Button>
  ));
}
