// Giving the order back before pickup: a quiet button under the next step, and a confirmation that
// says what follows (the restaurant gives the order to another courier), so a slip of the thumb
// on a moving bike does not drop an order.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { bikerMessages } from './biker.messages.ts';

const text = bikerMessages.giveBack;

export function GiveBackButton({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        fullWidth
        disabled={busy}
        onClick={() => setAsking(true)}
        data-testid="biker-give-back"
      >
        {text.button}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={text.title}
        centered
        data-testid="biker-give-back-dialog"
      >
        <Stack gap="md">
          <Text size="sm">{text.body}</Text>
          <Group grow>
            <Button variant="default" onClick={() => setAsking(false)}>
              {text.keep}
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() => {
                setAsking(false);
                onConfirm();
              }}
              data-testid="biker-give-back-confirm"
            >
              {text.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
