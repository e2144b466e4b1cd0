// The note button of a draft line: a small popover to write the line's note to the kitchen, with
// the manager's ITEM notes to tap. Enter saves; an empty note takes it off.
import { ActionIcon, Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import type { OrderLine } from '@sofre/engine/pricing';
import { ORDER_LIMITS } from '@sofre/engine/contracts';
import { useState } from 'react';
import { posMessages } from '../../messages/pos.messages.ts';
import { QuickNoteChips } from './quick-notes.chips.tsx';
import type { PosDraftHandle } from './use-pos-draft.ts';

const text = posMessages.lineNote;

function PencilIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 20h4L19 9l-4-4L4 16v4z" strokeLinejoin="round" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  );
}

export interface LineNotePopoverProps {
  readonly line: OrderLine;
  readonly draft: PosDraftHandle;
  /** After a note is saved the keyboard goes back to the menu. */
  readonly onSaved: () => void;
}

export function LineNotePopover({ line, draft, onSaved }: LineNotePopoverProps) {
  const [opened, setOpened] = useState(false);
  const [note, setNote] = useState('');
  const open = () => {
    setNote(line.note ?? '');
    setOpened(true);
  };
  const save = (value: string) => {
    const action = { type: 'setLineNote', tempId: line.tempId, note: value } as const;
    setOpened(false);
    if (!draft.canEdit(action)) return;
    draft.edit(action);
    onSaved();
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      position="bottom-start"
      width={300}
      shadow="md"
      withArrow
    >
      <Popover.Target>
        <ActionIcon
          data-testid="line-note"
          aria-label={text.add}
          variant={line.note ? 'filled' : 'subtle'}
          disabled={line.isFreeItem || draft.snapshot.hasTag('busy')}
          onClick={() => (opened ? setOpened(false) : open())}
        >
          <PencilIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid="line-note-popover">
        <Stack gap="xs">
          <TextInput
            data-autofocus
            data-testid="line-note-input"
            label={text.label}
            placeholder={text.placeholder}
            maxLength={ORDER_LIMITS.lineNote}
            autoComplete="off"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                save(note);
              }
            }}
          />
          <QuickNoteChips target="ITEM" label={text.quick} text={note} onChange={setNote} />
          <Group justify="space-between">
            {line.note ? (
              <Button size="xs" variant="subtle" color="red" onClick={() => save('')}>
                {text.remove}
              </Button>
            ) : (
              <span />
            )}
            <Button size="xs" data-testid="line-note-save" onClick={() => save(note)}>
              {text.save}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
