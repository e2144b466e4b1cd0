// The big "tap once" prompt while the browser refuses sound mid-shift (the page reloaded from the
// browser's own button, a crashed tab): without it the chime would stay silent and nobody would
// know (the cook's complaint in issue 15).
import { Button, Modal, Stack, Text } from '@mantine/core';
import { kdsMessages } from '../../messages/kds.messages.ts';
import type { Shift } from './use-shift.ts';

const text = kdsMessages.shift;

export function AudioUnlockPrompt({ shift }: { shift: Shift }) {
  return (
    <Modal
      opened={shift.audioLocked}
      onClose={() => void shift.unlock()}
      withCloseButton={false}
      centered
      size="xl"
      title={
        <Text fw={900} fz={36}>
          {text.unlockTitle}
        </Text>
      }
    >
      <Stack gap="lg" data-testid="audio-locked">
        <Text fz={26} fw={600}>
          {text.unlockHint}
        </Text>
        <Button
          size="xl"
          h={96}
          fz={32}
          fw={800}
          color="orange.9"
          onClick={() => void shift.unlock()}
        >
          {text.unlock}
        </Button>
      </Stack>
    </Modal>
  );
}
