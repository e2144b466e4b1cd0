import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { kdsMessages } from '../../messages/kds.messages.ts';
import type { Shift } from './use-shift.ts';

const text = kdsMessages.shift;

export function StartShiftButton({ shift }: { shift: Shift }) {
  if (shift.started) {
    return (
      <Group gap={6} wrap="nowrap">
        <Badge color="green.9" size="xl" data-testid="shift-started">
          {text.started}
        </Badge>
        <Button variant="default" size="md" onClick={() => shift.end()}>
          {text.end}
        </Button>
      </Group>
    );
  }
  return (
    <Tooltip label={text.hint}>
      <Button
        data-testid="start-shift"
        color="sofre"
        size="lg"
        fz={20}
        onClick={() => void shift.start()}
      >
        {text.start}
      </Button>
    </Tooltip>
  );
}
