// The order being taken, beside the menu: its lines, options, price and the submit button.
import { Button, Divider, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { isApiError } from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import { DraftLineRow } from './draft-line.row.tsx';
import { DraftOptionsForm } from './draft-options.form.tsx';
import { DraftTotals } from './draft-totals.tsx';
import type { PosDraftHandle } from './use-pos-draft.ts';

const text = posMessages.draft;

export function DraftPanel({ draft }: { draft: PosDraftHandle }) {
  const { snapshot } = draft;
  const { lines } = snapshot.context.draft;
  const failure = isApiError(snapshot.context.error) ? snapshot.context.error : undefined;
  const linesError = failure?.fieldMessage('lines');

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="order-draft"
      data-state={String(snapshot.value)}
    >
      <Stack gap="sm">
        <Title order={3}>{text.title}</Title>
        {lines.length === 0 ? (
          <Text c="dimmed" size="sm" py="md" ta="center">
            {text.empty}
          </Text>
        ) : (
          <ScrollArea.Autosize mah="34vh" type="auto" offsetScrollbars>
            <Stack gap={0}>
              {lines.map((line) => (
                <DraftLineRow key={line.tempId} line={line} draft={draft} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {linesError && (
          <Text size="sm" c="red">
            {linesError}
          </Text>
        )}
        <Divider />
        <DraftOptionsForm draft={draft} />
        <Divider />
        <DraftTotals draft={snapshot.context.draft} />
        <Button
          data-testid="submit-order"
          size="lg"
          fullWidth
          disabled={!snapshot.can({ type: 'submit' })}
          loading={snapshot.hasTag('busy')}
          onClick={() => draft.send({ type: 'submit' })}
        >
          {text.submit}
        </Button>
      </Stack>
    </Paper>
  );
}
