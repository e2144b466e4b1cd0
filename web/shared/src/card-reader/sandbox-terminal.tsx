// The sandbox card reader drawn beside the kiosk's payment screen or the till's: a dark terminal
// showing the amount and «کارت را بکشید», with «تأیید پرداخت» and «رد کارت» standing in for the
// bank. The kiosk's is sized for a finger; the till's (compact) for a mouse beside the order.
import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
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
  const buttonHeight = compact ? 36 : 64;
  const size = compact ? 'sm' : 'xl';
  const charge = useSyncExternalStore(reader.subscribe, reader.current);
  return (
    <Paper
      radius={compact ? 16 : 28}
      p={compact ? 'sm' : 'lg'}
      w={compact ? '100%' : 340}
      bg="dark.8"
      c="white"
      shadow="xl"
      role="region"
      aria-label={text.title}
      data-testid="sandbox-reader"
      data-waiting={charge !== undefined}
    >
      <Stack gap={compact ? 'xs' : 'md'} align="stretch">
        <Badge size={compact ? 'md' : 'lg'} color="yellow.4" c="dark.9" variant="filled" mx="auto">
          {text.title}
        </Badge>
        <Paper
          radius="md"
          p={compact ? 'xs' : 'md'}
          bg="teal.1"
          c="dark.9"
          mih={compact ? 60 : 120}
        >
          <Stack gap={4} align="center" justify="center" h="100%">
            {charge ? (
              <>
                <Text
                  fz={compact ? 20 : 28}
                  fw={800}
                  data-testid="sandbox-reader-amount"
                  data-amount={charge.amount}
                >
                  {money(charge.amount)}
                </Text>
                <Text fz={compact ? 16 : 20} fw={700}>
                  {text.swipe}
                </Text>
              </>
            ) : (
              <Text fz={compact ? 16 : 22}>{text.idle}</Text>
            )}
          </Stack>
        </Paper>
        <Button
          size={size}
          h={buttonHeight}
          color="green.8"
          disabled={!charge}
          onClick={() => reader.approve()}
          data-testid="sandbox-reader-approve"
        >
          {text.approve}
        </Button>
        <Button
          size={size}
          h={buttonHeight}
          color="red.8"
          disabled={!charge}
          onClick={() => reader.decline()}
          data-testid="sandbox-reader-decline"
        >
          {text.decline}
        </Button>
        <Text fz={compact ? 12 : 15} c="gray.3" ta="center">
          {text.note}
        </Text>
      </Stack>
    </Paper>
  );
}
