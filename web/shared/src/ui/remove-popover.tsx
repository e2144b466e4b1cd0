// Remove with one more tap: a small "remove «…»?" question beside the button, for records that
// cannot be brought back once removed (a shift, a printer, a description, a card reader).
import { Button, Group, Popover, Text } from '@mantine/core';
import { useState } from 'react';
import { commonMessages } from '../messages/shared.messages.ts';

export interface RemovePopoverProps {
  readonly question: string;
  readonly onConfirm: () => void;
  readonly testId: string;
  readonly busy?: boolean;
}

export function RemovePopover({ question, onConfirm, testId, busy }: RemovePopoverProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          loading={busy}
          onClick={() => setOpened((o) => !o)}
          data-testid={testId}
        >
          {commonMessages.remove}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" mb="xs">
          {question}
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button size="compact-sm" variant="default" onClick={() => setOpened(false)}>
            {commonMessages.cancel}
          </Button>
          <Button
            size="compact-sm"
            color="red"
            data-testid={`${testId}-confirm`}
            onClick={() => {
              setOpened(false);
              onConfirm();
            }}
          >
            {commonMessages.remove}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
