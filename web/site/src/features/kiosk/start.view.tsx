// The screen a kiosk waits on: the whole screen is one button, «برای سفارش لمس کنید».
import { Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { kioskMessages as text } from './kiosk.messages.ts';

export function StartView({ vendorName, onTouch }: { vendorName?: string; onTouch: () => void }) {
  return (
    <UnstyledButton
      onClick={onTouch}
      data-testid="kiosk-start"
      w="100%"
      h="100%"
      bg="sofre.8"
      c="white"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Stack align="center" gap="xl" px="xl">
        {vendorName && (
          <Title order={1} fz={56} ta="center">
            {vendorName}
          </Title>
        )}
        <Text
          fz={44}
          fw={800}
          ta="center"
          px={48}
          py={28}
          bd="3px solid white"
          style={{ borderRadius: 999 }}
        >
          {text.start.touch}
        </Text>
        <Text fz={26} ta="center">
          {text.start.hint}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
