// Beside the map while a new outline is drawn: how to draw, how many corners so far, undo,
// finish (three corners at least) and cancel.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { toPersianDigits } from '@sofre/web-shared';
import type { Dispatch } from 'react';
import { zoneMessages as m } from './delivery-zones.messages.ts';
import { MIN_CORNERS, type ZoneDraftAction } from './zone-draft.ts';

export interface DrawingPanelProps {
  readonly corners: number;
  readonly dispatch: Dispatch<ZoneDraftAction>;
}

export function DrawingPanel({ corners, dispatch }: DrawingPanelProps) {
  return (
    <Paper withBorder p="md" data-testid="zone-drawing">
      <Stack gap="sm">
        <Text size="sm">{m.draw.hint}</Text>
        <Text fw={700} data-testid="zone-corner-count">
          {m.draw.corners(toPersianDigits(corners))}
        </Text>
        {corners < MIN_CORNERS && (
          <Text size="xs" c="dimmed">
            {m.draw.needThree}
          </Text>
        )}
        <Group gap="xs">
          <Button
            onClick={() => dispatch({ type: 'finish' })}
            disabled={corners < MIN_CORNERS}
            data-testid="zone-finish"
          >
            {m.draw.finish}
          </Button>
          <Button
            variant="light"
            onClick={() => dispatch({ type: 'undo' })}
            disabled={corners === 0}
            data-testid="zone-undo"
          >
            {m.draw.undo}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            onClick={() => dispatch({ type: 'cancel' })}
            data-testid="zone-cancel-drawing"
          >
            {m.draw.cancel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
