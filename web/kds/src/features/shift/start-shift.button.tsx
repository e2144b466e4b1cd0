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
        {/* Whether a new ticket will be heard; while the browser refuses, a tap here asks again. */}
        <Badge
          size="xl"
          color={shift.sound === 'blocked' ? 'red.9' : 'green.9'}
          variant={shift.sound === 'on' ? 'light' : 'filled'}
          data-testid="kitchen-sound"
          data-sound={shift.sound}
          style={{ cursor: shift.sound === 'blocked' ? 'pointer' : undefined }}
          onClick={shift.sound === 'blocked' ? () => void shift.unlock() : undefined}
        >
          {shift.sound === 'blocked' ? text.soundOff : text.soundOn}
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
