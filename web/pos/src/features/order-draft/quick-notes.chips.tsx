// The manager's default descriptions as chips: tapping one puts its words in the note, tapping
// it again takes them out (quick-notes.ts).
import { Button, Group } from '@mantine/core';
import type { DescriptionTarget } from '@sofre/engine/default-descriptions';
import { useQuickNotes } from './quick-notes.api.ts';
import { hasPhrase, togglePhrase } from './quick-notes.ts';

export interface QuickNoteChipsProps {
  readonly target: DescriptionTarget;
  readonly text: string;
  readonly onChange: (text: string) => void;
  readonly label: string;
}

export function QuickNoteChips({ target, text, onChange, label }: QuickNoteChipsProps) {
  const notes = useQuickNotes(target);
  if (notes.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label={label} data-testid={`quick-notes-${target}`}>
      {notes.map((note) => {
        const on = hasPhrase(text, note);
        return (
          <Button
            key={note}
            size="compact-sm"
            radius="xl"
            variant={on ? 'filled' : 'light'}
            aria-pressed={on}
            data-testid="quick-note"
            onClick={() => onChange(togglePhrase(text, note))}
          >
            {note}
          </Button>
        );
      })}
    </Group>
  );
}
