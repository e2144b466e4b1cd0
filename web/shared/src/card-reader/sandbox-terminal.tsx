// The sandbox card reader drawn beside the kiosk's payment screen: a dark terminal showing the
// amount and «کارت را بکشید», with «تأیید پرداخت» and «رد کارت» standing in for the bank.
import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { kioskMessages } from './kiosk.messages.ts';
import type { SandboxCardReader } from './sandbox-card-reader.ts';

const text = kioskMessages.reader;

export function SandboxTerminal({
  reader,
  money,
}: {
  reader: SandboxCardReader;
  money: (rial: number) => string;
}) {
  const charge = useSyncExternalStore(reader.subscribe, reader.current);
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
