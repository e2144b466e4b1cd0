import { Badge, Button, Tooltip } from '@mantine/core';
import { kdsMessages } from '../../messages/kds.messages.ts';
import type { Shift } from './use-shift.ts';

const text = kdsMessages.shift;

export function StartShiftButton({ shift }: { shift: Shift }) {
  if (shift.started) {
    return (
      <Badge color="green" size="lg" variant="light" data-testid="shift-started">
        {text.started}
      </Badge>
    );
  }
  return (
    <Tooltip label={text.hint}>
      <Button data-testid="start-shift" color="sofre" onClick={() => void shift.start()}>
        {text.start}
      </Button>
    </Tooltip>
  );
}
