// Which stations this screen shows: one, several, or expo (all of them). Kept in the browser.
import { Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import type { KitchenSetup } from '@sofre/engine/contracts';
import { useState } from 'react';
import { kdsMessages } from '../../messages/kds.messages.ts';
import type { StationChoice } from './station-parts.ts';

const text = kdsMessages.stations;

export function StationPicker({
  setup,
  choice,
  opened,
  onClose,
  onChoose,
}: {
  setup: KitchenSetup;
  choice: StationChoice;
  opened: boolean;
  onClose: () => void;
  onChoose: (choice: StationChoice) => void;
}) {
  const [ids, setIds] = useState<string[]>(choice.kind === 'expo' ? [] : [...choice.ids]);
  const done = (next: StationChoice) => {
    onChoose(next);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={text.pickTitle} size="lg" centered>
      <Stack gap="md">
        <Text fz="lg">{text.pickHint}</Text>
        <Checkbox.Group value={ids} onChange={setIds}>
          <Stack gap="md">
            {setup.stations.map((s) => (
              <Checkbox
                key={s.id}
                value={s.id}
                size="lg"
                label={s.title}
                data-testid={`pick-station-${s.id}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Button
          size="lg"
          data-testid="pick-stations-save"
          disabled={ids.length === 0}
          onClick={() => done({ kind: 'stations', ids })}
        >
          {text.save}
        </Button>
        <Button
          size="lg"
          variant="default"
          data-testid="pick-expo"
          onClick={() => done({ kind: 'expo' })}
        >
          {text.expo}
        </Button>
      </Stack>
    </Modal>
  );
}
