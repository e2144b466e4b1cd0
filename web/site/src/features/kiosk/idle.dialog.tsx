// «هنوز اینجا هستید؟»: asked after a minute without a touch, with the seconds left before the
// kiosk empties the cart and starts again.
import { Button, Group, Modal, Text } from '@mantine/core';
import type { InactivityPhase } from './inactivity.ts';
import { kioskMessages } from './kiosk.messages.ts';

const text = kioskMessages.idle;

export interface IdleDialogProps {
  readonly phase: InactivityPhase;
  readonly onStay: () => void;
  readonly onReset: () => void;
}

export function IdleDialog({ phase, onStay, onReset }: IdleDialogProps) {
  return (
    <Modal
      opened={phase.kind === 'confirming'}
      onClose={onStay}
      title={text.title}
      centered
      size={620}
      radius="lg"
      padding="xl"
      withCloseButton={false}
      // At once, not faded in: a half-faded button is unreadable, and nobody waits at a kiosk.
      transitionProps={{ duration: 0 }}
      styles={{ title: { fontSize: 32, fontWeight: 800 } }}
    >
      <Text fz={22} mb="xl" data-testid="kiosk-idle-question">
        {text.question(phase.kind === 'confirming' ? phase.secondsLeft : 0)}
      </Text>
      <Group grow wrap="nowrap">
        <Button size="xl" h={72} fz={22} onClick={onStay} data-testid="kiosk-idle-stay">
          {text.stay}
        </Button>
        <Button
          size="xl"
          h={72}
          fz={22}
          variant="default"
          onClick={onReset}
          data-testid="kiosk-idle-reset"
        >
          {text.reset}
        </Button>
      </Group>
    </Modal>
  );
}
