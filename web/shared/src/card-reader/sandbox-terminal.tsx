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
        <Button
          size="compact-sm"
          color="green.8"
          disabled={!charge}
          onClick={() => reader.approve()}
          data-testid="sandbox-reader-approve"
        >
          {text.approve}
        </Button>
        <Button
          size="compact-sm"
          color="red.8"
          disabled={!charge}
          onClick={() => reader.decline()}
          data-testid="sandbox-reader-decline"
        >
          {text.decline}
        </Button>
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
        <Button
          size="xl"
          h={64}
          color="green.8"
          disabled={!charge}
          onClick={() => reader.approve()}
          data-testid="sandbox-reader-approve"
        >
          {text.approve}
        </Button>
        <Button
          size="xl"
          h={64}
          color="red.8"
          disabled={!charge}
          onClick={() => reader.decline()}
          data-testid="sandbox-reader-decline"
        >
          {text.decline}
        </Button>
        <Text fz={15} c="gray.3" ta="center">
          {text.note}
        </Text>
      </Stack>
    </Paper>
  );
}
